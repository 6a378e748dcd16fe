import { describe, expect, it } from 'vitest'
import { act, activities, file, run, SCHEDULE } from '../../../tests/fixtures/content/rule-files.ts'
import { checkProgrammeEntries } from './programme-entries.ts'

describe('checkProgrammeEntries', () => {
  it('programme entries: one of three forms, no copy of the activity, on the activity day', () => {
    const acts = activities(act('p1', '2031-05-19', '19:00', '20:00'), act('m1', '2031-05-20', '10:00', '11:00'))
    const s = file(
      SCHEDULE,
      `days:\n  - date: "2031-05-19"\n    events:\n      - id: a\n        activityId: p1\n        end: "20:00"\n      - id: b\n        activityId: m1\n      - id: c\n        activityIds: [p1]\n      - id: d\n        start: "08:00"\n`,
    )
    expect(run(checkProgrammeEntries, acts, s)).toEqual([
      `${SCHEDULE}:6:9 /days/0/events/0/end end repete o que a atividade 'p1' já diz (when.end em activities.yaml)`,
      `${SCHEDULE}:8:21 /days/0/events/1/activityId a atividade 'm1' está marcada para 2031-05-20 em activities.yaml, mas este item está no dia 2031-05-19`,
      `${SCHEDULE}:9:9 /days/0/events/2/title falta title: o título do bloco de atividades em paralelo (ex.: "MINICURSOS")`,
      `${SCHEDULE}:11:9 /days/0/events/3/title campo obrigatório ausente: title`,
      `${SCHEDULE}:11:9 /days/0/events/3/end campo obrigatório ausente: end`,
    ])
  })
})
