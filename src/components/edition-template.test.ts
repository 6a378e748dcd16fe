import { describe, expect, it } from 'vitest'
import { fillBlocks, fillTemplate } from './edition-template'

const edition = {
  title: 'VII SERCOMP',
  year: '2025',
  theme: 'Do Código à Liderança',
  startDate: '2025-05-19',
  endDate: '2025-05-21',
  number: 'VII',
}

describe('fillTemplate', () => {
  it('replaces every marker with the edition field', () => {
    expect(fillTemplate('Sobre o {edicao}', edition)).toBe('Sobre o VII SERCOMP')
    expect(fillTemplate('{numero} edição, {ano}: {tema} ({datas})', edition)).toBe(
      'VII edição, 2025: Do Código à Liderança (19 a 21 de maio de 2025)',
    )
    expect(fillTemplate('{edicao} e {edicao}', edition)).toBe('VII SERCOMP e VII SERCOMP')
  })

  it('writes {datas} from the edition days, across a month too', () => {
    expect(fillTemplate('{datas}', { ...edition, startDate: '2026-05-30', endDate: '2026-06-01' })).toBe('30 de maio a 1 de junho de 2026')
  })

  it('fills date markers from a list of dated entries', () => {
    const dates = [{ id: 'prototipacao', date: '2025-05-20', endDate: '2025-05-21', start: null, end: '16:30' }]
    expect(fillTemplate('entrega até {fim:prototipacao} de {data-fim:prototipacao}, desde {data:prototipacao}', edition, dates)).toBe(
      'entrega até 16:30 de 21/05/2025, desde 20/05/2025',
    )
    expect(fillTemplate('{data:outra}', edition, dates)).toBe('{data:outra}')
  })

  it('leaves text without markers as it is', () => {
    expect(fillTemplate('Atividades', edition)).toBe('Atividades')
  })
})

describe('fillBlocks', () => {
  it('fills paragraphs and list items', () => {
    expect(fillBlocks(['O {edicao}', { list: ['em {ano}', 'fixo'] }], edition)).toEqual(['O VII SERCOMP', { list: ['em 2025', 'fixo'] }])
  })

  it('keeps a list of links as written', () => {
    const links = { links: [{ label: 'Hotel Exemplo', url: 'https://example.org/' }] }
    expect(fillBlocks([links], edition)).toEqual([links])
  })
})
