import { describe, expect, it } from 'vitest'
import { ev, file, run, SCHEDULE, schedule } from '../../../tests/fixtures/content/rule-files.ts'
import { checkActivityRefs } from './activity-refs.ts'

describe('checkActivityRefs', () => {
  it('activities referenced by schedule and categories exist; defaultCategory is a category', () => {
    const acts = file(
      'data/editions/2031/activities.yaml',
      'activities:\n  - id: mc01\ncategories:\n  - id: manha\n    activityIds: [mc01, mc02]\ndefaultCategory: noite\n',
    )
    const s = schedule(ev('a', '08:00', '09:00', 'null', '        activityId: mc03\n'))
    expect(run(checkActivityRefs, acts, s)).toEqual([
      `${SCHEDULE}:10:21 /days/0/events/0/activityId atividade não encontrada: 'mc03' (não está em data/editions/2031/activities.yaml)`,
      "data/editions/2031/activities.yaml:5:25 /categories/0/activityIds/1 atividade não encontrada: 'mc02' (não está em data/editions/2031/activities.yaml)",
      "data/editions/2031/activities.yaml:6:18 /defaultCategory categoria não encontrada: 'noite'",
    ])
  })
})
