import { describe, expect, it } from 'vitest'
import { act, ACTIVITIES, activities, ev, run, SCHEDULE, schedule } from '../../../tests/fixtures/content/rule-files.ts'
import { checkPersonOverlaps } from './person-overlaps.ts'

describe('checkPersonOverlaps', () => {
  it('a person is never in two places at overlapping times, across activities and programme', () => {
    const acts = activities(act('p1', '2031-05-19', '19:00', '20:00', ['ana']), act('p2', '2031-05-19', '20:00', '21:00', ['ana']))
    const s = schedule(ev('a', '19:30', '20:30', 'null', '').replace('participants: []', 'participants: [bia, ana]'))
    expect(run(checkPersonOverlaps, acts, s)).toEqual([
      `${SCHEDULE}:8:29 /days/0/events/0/participants/1 'ana' está em dois lugares ao mesmo tempo em 2031-05-19: o item 'a' da programação (19:30–20:30) e a atividade 'p1' (19:00–20:00, em ${ACTIVITIES})`,
      `${ACTIVITIES}:11:14 /activities/1/people/0 'ana' está em dois lugares ao mesmo tempo em 2031-05-19: a atividade 'p2' (20:00–21:00) e o item 'a' da programação (19:30–20:30, em ${SCHEDULE})`,
    ])
  })

  it('a cancelled item or activity frees its people', () => {
    const acts = activities(`${act('p1', '2031-05-19', '19:00', '20:00', ['ana'])}    cancelled: true\n`)
    const s = schedule(
      ev('a', '19:30', '20:30', 'null', '').replace('participants: []', 'participants: [ana]'),
      ev('b', '19:30', '20:30', 'null', '        cancelled: true\n').replace('participants: []', 'participants: [ana]'),
    )
    expect(run(checkPersonOverlaps, acts, s)).toEqual([])
  })
})
