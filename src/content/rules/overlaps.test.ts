import { describe, expect, it } from 'vitest'
import {
  ACTIVITIES,
  activities,
  callDate,
  ev,
  file,
  HACKATHON,
  own,
  roomAct,
  run,
  SCHEDULE,
  schedule,
} from '../../../tests/fixtures/content/rule-files.ts'
import { checkOverlaps } from './overlaps.ts'

describe('checkOverlaps', () => {
  it('no two items overlap in the same room on the same day (touching is fine)', () => {
    const s = schedule(
      ev('a', '08:00', '09:00', 'auditorio'),
      ev('b', '09:00', '10:00', 'auditorio'),
      ev('c', '09:30', '11:00', 'auditorio'),
      ev('d', '09:30', '11:00', 'null'),
    )
    expect(run(checkOverlaps, s)).toEqual([
      `${SCHEDULE}:17:16 /days/0/events/2/start conflito de horário no espaço 'auditorio' em 2031-05-19: o item 'c' da programação (09:30–11:00) e o item 'b' da programação (09:00–10:00, ${SCHEDULE}:11:16) ao mesmo tempo`,
    ])
  })

  it('rooms: two different items of any kind at overlapping times in one room clash, each named with its place', () => {
    const acts = activities(roomAct('mc1', '08:00', '10:00', 'lab'), roomAct('mc2', '08:00', '10:00', 'sala'))
    const s = schedule(ev('cafe', '09:00', '09:30', 'lab'))
    const call = file(HACKATHON, `dates:\n${callDate('sorteio', own('09:45', '10:30', 'sala'))}`)
    expect(run(checkOverlaps, acts, s, call)).toEqual([
      `${SCHEDULE}:5:16 /days/0/events/0/start conflito de horário no espaço 'lab' em 2031-05-19: o item 'cafe' da programação (09:00–09:30) e a atividade 'mc1' (08:00–10:00, ${ACTIVITIES}:7:40) ao mesmo tempo`,
      `${HACKATHON}:6:12 /dates/0/start conflito de horário no espaço 'sala' em 2031-05-19: a data 'sorteio' da chamada (09:45–10:30) e a atividade 'mc2' (08:00–10:00, ${ACTIVITIES}:13:40) ao mesmo tempo`,
    ])
  })

  it('rooms: a block of parallel activities shares its room with its own activities; an entry that shows an activity is that activity', () => {
    const acts = activities(roomAct('mc1', '08:00', '10:00', 'lab'), roomAct('p1', '19:00', '20:00', 'auditorio'))
    const s = file(
      SCHEDULE,
      `days:\n  - date: "2031-05-19"\n    events:\n      - id: bloco\n        title: MINICURSOS\n        roomId: lab\n        activityIds: [mc1]\n      - id: painel\n        activityId: p1\n`,
    )
    expect(run(checkOverlaps, acts, s)).toEqual([])
  })

  it('rooms: a cancelled item or activity frees its room', () => {
    const acts = activities(roomAct('mc1', '08:00', '10:00', 'lab'), `${roomAct('mc2', '08:00', '10:00', 'sala')}    cancelled: true\n`)
    const s = schedule(ev('velho', '09:00', '09:30', 'lab', '        cancelled: "Mudou de sala."\n'), ev('novo', '09:00', '09:30', 'sala'))
    expect(run(checkOverlaps, acts, s)).toEqual([])
  })
})
