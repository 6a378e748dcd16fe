import { describe, expect, it } from 'vitest'
import { edition, file, run } from '../../../tests/fixtures/content/rule-files.ts'
import { checkCallDatesInEdition } from './call-dates-in-edition.ts'

describe('checkCallDatesInEdition', () => {
  it('call dates: event items within the edition days, nothing after it unless marked afterEvent', () => {
    const CALL = 'data/editions/2031/calls/papers.yaml'
    const d = (id: string, date: string, extra = '') =>
      `  - id: ${id}\n    date: "${date}"\n    endDate: null\n    start: null\n    end: null\n    roomId: null\n${extra}`
    const call = file(
      CALL,
      `dates:\n${d('prazo', '2031-04-30')}${d('sessao', '2031-05-10', '    roomId: auditorio\n').replace('    roomId: null\n    roomId', '    roomId')}${d('premio', '2031-06-22')}${d('final', '2031-05-30', '    afterEvent: true\n')}${d('cedo', '2031-05-01', '    afterEvent: true\n')}`,
    )
    expect(run(checkCallDatesInEdition, edition(), call)).toEqual([
      `${CALL}:9:11 /dates/1/date 'sessao' tem horário ou espaço, então acontece no evento, mas 2031-05-10 está fora das datas da edição (2031-05-19 a 2031-05-21)`,
      `${CALL}:15:11 /dates/2/date a data 2031-06-22 é depois do fim do evento (2031-05-19 a 2031-05-21)`,
      `${CALL}:33:17 /dates/4/afterEvent afterEvent: true, mas 2031-05-01 não é depois do evento (2031-05-19 a 2031-05-21)`,
    ])
  })
})
