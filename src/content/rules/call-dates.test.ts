import { describe, expect, it } from 'vitest'
import { file, run } from '../../../tests/fixtures/content/rule-files.ts'
import { checkCallDates } from './call-dates.ts'

describe('checkCallDates', () => {
  it('call dates are chronological', () => {
    const call = file(
      'data/editions/2031/calls/papers.yaml',
      'dates:\n  - {label: A, date: "2031-04-30", start: null}\n  - {label: B, date: "2031-03-31", start: null}\n  - {label: C, date: "2031-05-20", start: "13:00"}\n  - {label: D, date: "2031-05-20", start: null}\n  - {label: E, date: "2031-05-20", start: "08:00"}\n',
    )
    expect(run(checkCallDates, call)).toEqual([
      'data/editions/2031/calls/papers.yaml:3:22 /dates/1/date datas fora de ordem: B (2031-03-31) vem antes de A (2031-04-30), o item anterior',
    ])
  })
})
