// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatProblems, type Problem } from './problem.ts'

const p: Problem = {
  file: 'data/editions/2032/schedule.yaml',
  line: 14,
  col: 9,
  pointer: '/days/0/events/3/title',
  message: 'palavra fora do dicionário: "HACKTHON"',
  hint: 'talvez "HACKATHON"?',
}

describe('formatProblems', () => {
  it('prints warnings as file:line:col warning, then the hint', () => {
    expect(formatProblems([p], false, 'warning')).toBe(
      'data/editions/2032/schedule.yaml:14:9 warning /days/0/events/3/title: palavra fora do dicionário: "HACKTHON"\n    dica: talvez "HACKATHON"?',
    )
  })
  it('adds a GitHub ::warning annotation on the same line under GitHub Actions', () => {
    expect(formatProblems([p], true, 'warning').split('\n')[2]).toBe(
      '::warning file=data/editions/2032/schedule.yaml,line=14,col=9::/days/0/events/3/title: palavra fora do dicionário: "HACKTHON" (dica: talvez "HACKATHON"?)',
    )
  })
  it('prints errors by default', () => {
    expect(formatProblems([p], true).split('\n')).toEqual([
      expect.stringMatching(/^data\/editions\/2032\/schedule\.yaml:14:9 error /),
      expect.any(String),
      expect.stringMatching(/^::error file=/),
    ])
  })
})
