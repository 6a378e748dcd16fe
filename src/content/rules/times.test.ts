import { describe, expect, it } from 'vitest'
import { EDITION, ev, file, run, SCHEDULE, schedule } from '../../../tests/fixtures/content/rule-files.ts'
import { checkTimes } from './times.ts'

describe('checkTimes', () => {
  it('times: end after start; edition dates and instants agree', () => {
    expect(run(checkTimes, schedule(ev('a', '10:00', '09:30')))).toEqual([
      `${SCHEDULE}:6:14 /days/0/events/0/end o término (09:30) deve ser depois do início (10:00)`,
    ])
    const e = file(
      EDITION,
      'year: "2031"\nstartDate: "2031-05-19"\nendDate: "2031-05-18"\nstart: "2031-05-20T17:30:00-03:00"\nend: "2031-05-18T21:30:00-03:00"\nrooms: []\n',
    )
    expect(run(checkTimes, e)).toEqual([
      `${EDITION}:3:10 /endDate a data de término (2031-05-18) deve ser igual ou depois da de início (2031-05-19)`,
      `${EDITION}:5:6 /end o fim do evento (2031-05-18T21:30:00-03:00) deve ser depois do início (2031-05-20T17:30:00-03:00)`,
      `${EDITION}:4:8 /start o início (2031-05-20T17:30:00-03:00) deve cair na data de início (2031-05-19)`,
    ])
  })

  it('the next edition: after this one, its last day not before its first, its start on its first day', () => {
    const edition = (next: string) =>
      file(
        EDITION,
        `year: "2031"\nstartDate: "2031-05-19"\nendDate: "2031-05-21"\nstart: "2031-05-19T17:30:00-03:00"\nend: "2031-05-21T21:30:00-03:00"\nrooms: []\n${next}`,
      )
    expect(run(checkTimes, edition('next: {month: "2032-05"}\n'))).toEqual([])
    expect(run(checkTimes, edition('next: {startDate: "2032-05-17", endDate: "2032-05-19", start: null, signInUrl: null}\n'))).toEqual([])
    expect(run(checkTimes, edition('next: {month: "2031-05"}\n'))).toEqual([
      `${EDITION}:7:15 /next/month o mês da próxima edição (2031-05) deve ser depois do fim desta (2031-05-21)`,
    ])
    expect(
      run(
        checkTimes,
        edition('next: {startDate: "2031-05-20", endDate: "2031-05-19", start: "2031-05-21T08:00:00-03:00", signInUrl: null}\n'),
      ),
    ).toEqual([
      `${EDITION}:7:19 /next/startDate a próxima edição (2031-05-20) deve começar depois do fim desta (2031-05-21)`,
      `${EDITION}:7:42 /next/endDate o último dia da próxima edição (2031-05-19) deve ser igual ou depois do primeiro (2031-05-20)`,
      `${EDITION}:7:63 /next/start o início (2031-05-21T08:00:00-03:00) deve cair no primeiro dia da próxima edição (2031-05-20)`,
    ])
  })

  it('skips files that failed their schema', () => {
    const s = schedule(ev('a', '10:00', '09:30'))
    expect(run(checkTimes, { ...s, valid: false })).toEqual([])
  })
})
