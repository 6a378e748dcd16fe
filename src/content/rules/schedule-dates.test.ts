import { describe, expect, it } from 'vitest'
import { edition, ev, file, run, SCHEDULE } from '../../../tests/fixtures/content/rule-files.ts'
import { checkScheduleDates } from './schedule-dates.ts'

describe('checkScheduleDates', () => {
  it('schedule days fall within the edition and are in order; items in order of start', () => {
    const s = file(
      SCHEDULE,
      `days:\n  - date: "2031-05-20"\n    events:\n${ev('a', '09:00', '10:00')}${ev('b', '08:00', '08:30')}  - date: "2031-05-19"\n    events: []\n  - date: "2031-05-25"\n    events: []\n`,
    )
    expect(run(checkScheduleDates, edition(), s)).toEqual([
      `${SCHEDULE}:11:16 /days/0/events/1/start itens fora de ordem: 08:00 vem depois de um item que começa às 09:00`,
      `${SCHEDULE}:16:11 /days/1/date dias fora de ordem ou repetidos: 2031-05-19 vem depois de 2031-05-20`,
      `${SCHEDULE}:18:11 /days/2/date o dia 2031-05-25 está fora das datas da edição (2031-05-19 a 2031-05-21)`,
    ])
  })
})
