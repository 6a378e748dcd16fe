// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { activitySummary, plainText, summaryOf } from './plain-text.ts'

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
  const blocks = ['Primeiro  parágrafo.', { list: ['um', 'dois'] }, { links: [{ label: 'Site', url: 'https://x.org' }] }, 'Fim\n'] as const

  it('inline: joins paragraphs, list items and link labels with single spaces (a preview)', () => {
    expect(plainText(blocks, 'inline')).toBe('Primeiro parágrafo. um dois Site Fim')
  })

  it('lines: a blank line between blocks, list items and links as "- " lines with their address (a calendar)', () => {
    expect(plainText(blocks, 'lines')).toBe('Primeiro  parágrafo.\n\n- um\n- dois\n\n- Site: https://x.org\n\nFim\n')
  })
})

describe('activitySummary', () => {
  it("is the activity's own summary, else the start of its description", () => {
    const description = ['x'.repeat(150), { list: ['y'.repeat(100)] }] as const
    expect(activitySummary({ summary: 'Resumo.', description })).toBe('Resumo.')
    expect(activitySummary({ summary: null, description })).toBe(`${'x'.repeat(150)} ${'y'.repeat(49)}…`)
    expect(activitySummary({ description: null })).toBeNull()
  })
})
