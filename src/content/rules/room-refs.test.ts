import { describe, expect, it } from 'vitest'
import { edition, ev, run, SCHEDULE, schedule } from '../../../tests/fixtures/content/rule-files.ts'
import { checkRoomRefs } from './room-refs.ts'

describe('checkRoomRefs', () => {
  it('rooms referenced by schedule items exist in the edition', () => {
    expect(run(checkRoomRefs, edition(), schedule(ev('a', '08:00', '09:00', 'auditorio'), ev('b', '09:00', '10:00', 'sala-9')))).toEqual([
      `${SCHEDULE}:13:17 /days/0/events/1/roomId espaço não encontrado: 'sala-9' (não está em rooms de data/editions/2031/edition.yaml)`,
    ])
  })
})
