// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { portugueseWords, readPortugueseWords } from './spelling-dictionary.ts'

const cache = mkdtempSync(join(tmpdir(), 'sercomp-spelling-'))
afterAll(() => rmSync(cache, { recursive: true, force: true }))

describe('portugueseWords', () => {
  it('reads the pt-BR dictionary, keeps its fast form in the cache and reads that the next time', () => {
    const first = readPortugueseWords(cache)
    const kept = readdirSync(cache)
    expect(kept).toEqual([expect.stringMatching(/^pt_BR-[0-9a-f]{16}\.btrie$/)])
    const again = readPortugueseWords(cache)
    expect(readdirSync(cache)).toEqual(kept)
    for (const words of [first, again]) {
      expect(['inscrição', 'programação', 'palestra', 'pré-requisitos'].filter((w) => !words.has(w))).toEqual([])
      expect(['inscriçao', 'programacao', 'pallestra'].filter((w) => words.has(w))).toEqual([])
    }
    // Accents and case kept in the suggestions.
    expect(again.suggest('inscriçao')).toContain('inscrição')
  })

  it('is read once per process and folder', () => {
    expect(portugueseWords(cache)).toBe(portugueseWords(cache))
  })
})
