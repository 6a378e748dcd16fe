// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { registry } from '../../tests/fixtures/content/rule-files.ts'
import { parseYaml } from './parse-yaml.ts'
import { visibleTexts } from './visible-texts.ts'

const schemaOf = (name: string) => registry.schemas.get(name)!
const textsOf = (yaml: string, schema: string) => visibleTexts(parseYaml(yaml, 'data/x.yaml').data, schemaOf(schema), registry)

describe('visibleTexts', () => {
  it('takes titles, labels and paragraphs; leaves ids, times, rooms and people', () => {
    const yaml = [
      'days:',
      '  - date: "2031-05-19"',
      '    events:',
      '      - id: abertura-oficial',
      '        title: "Abertura do evento"',
      '        start: "08:00"',
      '        end: "09:00"',
      '        roomId: auditorio',
      '        participants: [ana-lima]',
    ].join('\n')
    expect(textsOf(yaml, 'schedule.schema.json')).toEqual([{ pointer: '/days/0/events/0/title', text: 'Abertura do evento' }])
  })

  it('takes texts with markers (a template is prose) and leaves addresses and image paths', () => {
    const texts = textsOf(
      [
        'partners:',
        '  - id: loja',
        '    name: "Loja do Centro"',
        '    logo: parceiros/2031/loja.png',
        '    alt: "Logotipo da Loja do Centro"',
        '    link: "https://loja.example.org/"',
      ].join('\n'),
      'partners.schema.json',
    )
    expect(texts.map((t) => t.text)).toEqual(['Loja do Centro', 'Logotipo da Loja do Centro'])
  })

  it('reads $ref, oneOf and lists of blocks (a paragraph, a list, a link label)', () => {
    const call = textsOf(
      [
        'sections:',
        '  - id: regras',
        '    title: "Regras"',
        '    blocks:',
        '      - "Um parágrafo do {edicao}."',
        '      - list: ["primeiro item"]',
        '      - links:',
        '          - label: "Modelo do artigo"',
        '            url: "https://example.org/modelo"',
      ].join('\n'),
      'call.schema.json',
    )
    expect(call).toEqual([
      { pointer: '/sections/0/title', text: 'Regras' },
      { pointer: '/sections/0/blocks/0', text: 'Um parágrafo do {edicao}.' },
      { pointer: '/sections/0/blocks/1/list/0', text: 'primeiro item' },
      { pointer: '/sections/0/blocks/2/links/0/label', text: 'Modelo do artigo' },
    ])
  })
})
