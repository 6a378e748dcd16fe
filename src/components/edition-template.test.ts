import { describe, expect, it } from 'vitest'
import { fillBlocks, fillTemplate } from './edition-template'

const edition = {
  title: 'VII SERCOMP',
  year: '2025',
  theme: 'Do Código à Liderança',
  datesText: '19 a 21 de maio de 2025',
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

  it('leaves text without markers as it is', () => {
    expect(fillTemplate('Atividades', edition)).toBe('Atividades')
  })
})

describe('fillBlocks', () => {
  it('fills paragraphs and list items', () => {
    expect(fillBlocks(['O {edicao}', { list: ['em {ano}', 'fixo'] }], edition)).toEqual([
      'O VII SERCOMP',
      { list: ['em 2025', 'fixo'] },
    ])
  })
})
