// The validation benchmark times copies of the current edition: they must be valid content, or the
// bench measures how fast problems are found instead. A property of any valid content, not of today's.
import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateContent } from '../src/content/validate.ts'
import { generatedContentRoot } from './validate-bench.ts'

describe('the generated editions of the validation benchmark', () => {
  it('validate with no problem, images named after the edition year included', () => {
    const root = generatedContentRoot(process.cwd(), 2)
    try {
      const result = validateContent(root, 'schemas')
      expect(result.problems).toEqual([])
      expect(result.files.filter((file) => /editions\/190[01]\//.test(file.file)).length).toBeGreaterThan(1)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
