import { describe, expect, it } from 'vitest'
import { activities, callDate, file, HACKATHON, roomAct, run, SCHEDULE } from '../../../tests/fixtures/content/rule-files.ts'
import { checkOverlaps } from './overlaps.ts'
import { checkCallItems } from './call-items.ts'

describe('checkCallItems', () => {
  it('a call date that is a programme item names it: no clash, no copy, and an unknown item or a copied field is reported', () => {
    const acts = activities(roomAct('m1', '09:00', '10:00', 'auditorio'))
    const s = file(SCHEDULE, `days:\n  - date: "2031-05-19"\n    events:\n      - id: d1-mentoria\n        activityId: m1\n`)
    const call = file(
      HACKATHON,
      `dates:\n${callDate('mentoria', '    item: d1-mentoria\n')}${callDate('outra', '    item: d1-mentori\n')}${callDate('copia', '    item: d1-mentoria\n    roomId: auditorio\n')}`,
    )
    expect(run(checkOverlaps, acts, s, call)).toEqual([])
    expect(run(checkCallItems, acts, s, call)).toEqual([
      `${HACKATHON}:7:11 /dates/1/item item da programação não encontrado: 'd1-mentori' (não está em data/editions/2031/schedule.yaml)`,
      `${HACKATHON}:11:5 /dates/2/roomId esta data é o item 'd1-mentoria' da programação: roomId vem de lá`,
    ])
  })
})
