import { describe, expect, it } from 'vitest'
import { file, run } from '../../../tests/fixtures/content/rule-files.ts'
import { checkPeopleRefs } from './people-refs.ts'

describe('checkPeopleRefs', () => {
  it('people references resolve (every field using personRef)', () => {
    const people = file('data/people.yaml', 'people:\n  - id: ana-silva\n')
    const committees = file(
      'data/editions/2031/committees.yaml',
      'organising:\n  - person: ana-silva\n  - person: ana-silv\nprogramme: []\nmonitors: []\n',
    )
    expect(run(checkPeopleRefs, people, committees)).toEqual([
      "data/editions/2031/committees.yaml:3:13 /organising/1/person pessoa não encontrada: 'ana-silv' (não está em data/people.yaml)",
    ])
  })
})
