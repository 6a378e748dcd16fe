import { describe, expect, it } from 'vitest'
import { edition, file, registry, root, run } from '../../../tests/fixtures/content/rule-files.ts'
import { checkLiteralDates } from './literal-dates.ts'

describe('checkLiteralDates', () => {
  it('no date typed by hand in a text of the current edition, with the marker to use', () => {
    const CALL = 'data/editions/2031/calls/papers.yaml'
    const site = file('data/site.yaml', 'currentEdition: "2031"\n')
    const call = file(
      CALL,
      `sections:\n  - id: s\n    blocks:\n      - "Sessões no dia 21/05/2031 e em 20 de maio; link https://x.org/21/05/2031."\ndates:\n  - id: apresentacao\n    date: "2031-05-21"\n    endDate: null\n`,
    )
    const older = file(
      'data/editions/2030/calls/papers.yaml',
      `sections:\n  - id: s\n    blocks:\n      - "Foi em 24/05/2030."\ndates: []\n`,
    )
    expect(run(checkLiteralDates, site, edition(), call, older)).toEqual([
      `${CALL}:4:25 /sections/0/blocks/0 data escrita à mão no texto: '21/05/2031' (não muda quando as datas da edição mudam)`,
      `${CALL}:4:41 /sections/0/blocks/0 data escrita à mão no texto: '20 de maio' (não muda quando as datas da edição mudam)`,
    ])
    expect(checkLiteralDates([site, edition(), call], { root, registry })[0]!.hint).toContain('use {data:apresentacao}')
  })
})
