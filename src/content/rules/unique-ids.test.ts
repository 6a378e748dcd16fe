import { describe, expect, it } from 'vitest'
import { ev, file, run, SCHEDULE } from '../../../tests/fixtures/content/rule-files.ts'
import { checkUniqueIds } from './unique-ids.ts'

describe('checkUniqueIds', () => {
  it('unique ids: within a list and across the days of a schedule', () => {
    expect(run(checkUniqueIds, file('data/people.yaml', 'people:\n  - id: ana\n  - id: ana\n'))).toEqual([
      "data/people.yaml:3:9 /people/1/id identificador repetido: 'ana' (já usado em /people/0)",
    ])
    const s = file(
      SCHEDULE,
      `days:\n  - date: "2031-05-19"\n    events:\n${ev('a', '08:00', '09:00')}  - date: "2031-05-20"\n    events:\n${ev('a', '08:00', '09:00')}`,
    )
    expect(run(checkUniqueIds, s)).toEqual([
      `${SCHEDULE}:12:13 /days/1/events/0/id identificador repetido: 'a' (já usado em /days/0/events/0)`,
    ])
  })
})
