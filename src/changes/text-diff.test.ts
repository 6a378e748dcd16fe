import { describe, expect, it } from 'vitest'
import { diffLines, shortenPair, truncate } from './text-diff'

describe('diffLines', () => {
  it('finds nothing in equal texts', () => {
    expect(diffLines(['a', 'b'], ['a', 'b'])).toEqual([])
  })

  it('pairs a replaced line with its replacement and names the line above it', () => {
    expect(diffLines(['Título: P', 'CREDENCIAMENTO', 'Hall', 'fim'], ['Título: P', 'CREDENCIAMENTO', 'Lab I', 'fim'])).toEqual([
      { before: ['Hall'], after: ['Lab I'], context: 'CREDENCIAMENTO' },
    ])
  })

  it('reports insertions and deletions as separate hunks in page order', () => {
    const hunks = diffLines(['a', 'b', 'c', 'd'], ['x', 'a', 'c', 'd', 'e'])
    expect(hunks).toEqual([
      { before: [], after: ['x'] },
      { before: ['b'], after: [], context: 'a' },
      { before: [], after: ['e'], context: 'd' },
    ])
  })

  it('sees a line moved elsewhere on the page as removed here and added there', () => {
    const hunks = diffLines(['1', 'item', '2', '3'], ['1', '2', '3', 'item'])
    expect(hunks.flatMap((h) => h.before)).toEqual(['item'])
    expect(hunks.flatMap((h) => h.after)).toEqual(['item'])
  })
})

describe('shortenPair and truncate', () => {
  it('leaves short texts alone', () => {
    expect(shortenPair('ENCONTRO', 'ENCONTRO DE ABERTURA')).toEqual(['ENCONTRO', 'ENCONTRO DE ABERTURA'])
  })

  it('cuts long texts around what differs, with ellipses where text was cut', () => {
    const start = 'Começo comum '.repeat(20)
    const end = ' final comum'.repeat(20)
    const [before, after] = shortenPair(`${start}de 19 a 21 de maio${end}`, `${start}de 20 a 22 de maio${end}`, 100, 10)
    expect(before).toMatch(/^….*19 a 21 de maio.*…$/)
    expect(after).toMatch(/^….*20 a 22 de maio.*…$/)
    expect(Array.from(before).length).toBeLessThanOrEqual(100)
  })

  it('truncates to the given number of characters, counting accented letters and emoji once', () => {
    expect(truncate('ação', 4)).toBe('ação')
    expect(truncate('programação 🎉 completa', 15)).toBe('programação 🎉…')
    expect(Array.from(truncate('é'.repeat(500), 160)).length).toBe(160)
  })
})
