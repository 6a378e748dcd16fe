import { describe, expect, it } from 'vitest'
import { fillBlocks, fillTemplate, fillTimedText } from './edition-template'

const edition = {
  title: 'XIII SERCOMP',
  year: '2031',
  theme: 'Tema de Exemplo',
  startDate: '2031-05-19',
  endDate: '2031-05-21',
  number: 'XIII',
  end: '2031-05-21T21:30:00-03:00',
}

describe('fillTemplate', () => {
  it('replaces every marker with the edition field', () => {
    expect(fillTemplate('Sobre o {edicao}', edition)).toBe('Sobre o XIII SERCOMP')
    expect(fillTemplate('{numero} edição, {ano}: {tema} ({datas})', edition)).toBe(
      'XIII edição, 2031: Tema de Exemplo (19 a 21 de maio de 2031)',
    )
    expect(fillTemplate('{edicao} e {edicao}', edition)).toBe('XIII SERCOMP e XIII SERCOMP')
  })

  it('writes {datas} from the edition days, across a month too', () => {
    expect(fillTemplate('{datas}', { ...edition, startDate: '2032-05-30', endDate: '2032-06-01' })).toBe('30 de maio a 1 de junho de 2032')
  })

  it('fills date markers from a list of dated entries', () => {
    const dates = [{ id: 'prototipacao', date: '2031-05-20', endDate: '2031-05-21', start: null, end: '16:30' }]
    expect(fillTemplate('entrega até {fim:prototipacao} de {data-fim:prototipacao}, desde {data:prototipacao}', edition, dates)).toBe(
      'entrega até 16:30 de 21/05/2031, desde 20/05/2031',
    )
    expect(fillTemplate('{data:outra}', edition, dates)).toBe('{data:outra}')
  })

  it('leaves text without markers as it is', () => {
    expect(fillTemplate('Atividades', edition)).toBe('Atividades')
  })
})

describe('fillBlocks', () => {
  it('fills paragraphs and list items', () => {
    expect(fillBlocks(['O {edicao}', { list: ['em {ano}', 'fixo'] }], edition)).toEqual(['O XIII SERCOMP', { list: ['em 2031', 'fixo'] }])
  })

  it('keeps a list of links as written', () => {
    const links = { links: [{ label: 'Hotel Exemplo', url: 'https://example.org/' }] }
    expect(fillBlocks([links], edition)).toEqual([links])
  })
})

describe('texts that change at the edition end', () => {
  it('fill a block that changes into its two variants, at the end', () => {
    expect(fillBlocks([{ before: 'O {edicao} acontece', after: null }], edition)).toEqual([
      { changesAt: Date.parse(edition.end), before: 'O XIII SERCOMP acontece', after: null },
    ])
  })

  it('fill a text that changes, and one that says the same before and after', () => {
    expect(fillTimedText({ before: '{edicao} a confirmar', after: null }, edition)).toEqual({
      changesAt: Date.parse(edition.end),
      before: 'XIII SERCOMP a confirmar',
      after: null,
    })
    expect(fillTimedText('Sempre {ano}', edition)).toMatchObject({ before: 'Sempre 2031', after: 'Sempre 2031' })
  })
})
