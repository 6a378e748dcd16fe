// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkTypes } from './generate-types.ts'

describe('generated content types', () => {
  it('match the schemas (run `npm run types` after changing a schema)', async () => {
    expect(await checkTypes()).toEqual([])
  }, 60_000)
})
