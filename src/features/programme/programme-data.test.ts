// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { plainText, summaryOf } from './programme-data'

describe('summaryOf (spec §9: first 200 characters)', () => {
  it('keeps a text of up to 200 characters whole', () => {
    const text = 'a'.repeat(200)
    expect(summaryOf(text)).toBe(text)
    expect(summaryOf('Curto.')).toBe('Curto.')
  })

  it('cuts a longer text to its first 200 characters and marks the cut', () => {
    const text = `${'b'.repeat(199)}c${'d'.repeat(50)}`
    expect(summaryOf(text)).toBe(`${'b'.repeat(199)}c…`)
    expect([...summaryOf(text)]).toHaveLength(201)
  })

  it('counts characters, not UTF-16 units, and drops white space before the mark', () => {
    const text = `${'ç'.repeat(198)}  ${'x'.repeat(10)}`
    expect(summaryOf(text)).toBe(`${'ç'.repeat(198)}…`)
    const emoji = '💡'.repeat(250)
    expect(summaryOf(emoji)).toBe(`${'💡'.repeat(200)}…`)
  })
})

describe('plainText', () => {
  it('joins paragraphs, list items and link labels with single spaces', () => {
    expect(
      plainText(['Primeiro  parágrafo.', { list: ['um', 'dois'] }, { links: [{ label: 'Site', url: 'https://x.org' }] }, 'Fim\n']),
    ).toBe('Primeiro parágrafo. um dois Site Fim')
  })
})
