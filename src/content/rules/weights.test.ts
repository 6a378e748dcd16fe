import { describe, expect, it } from 'vitest'
import { file, run } from '../../../tests/fixtures/content/rule-files.ts'
import { checkWeights } from './weights.ts'

describe('checkWeights', () => {
  it('weights add up to the total', () => {
    const call = file(
      'data/editions/2031/calls/hackathon.yaml',
      'weights:\n  - total: 100\n    criteria: [{weight: 30}, {weight: 25}, {weight: 20}, {weight: 15}, {weight: 5}]\n',
    )
    expect(run(checkWeights, call)).toEqual([
      'data/editions/2031/calls/hackathon.yaml:2:12 /weights/0/total a soma dos pesos (95) é diferente do total (100)',
    ])
  })
})
