// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { cachedPng, ogCacheDir, ogCacheKey, type OgCacheStats } from './og-cache'
import { ogCardSvg } from './og-image'

const dir = mkdtempSync(join(tmpdir(), 'og-cache-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const card = {
  kicker: 'Palestra · VII SERCOMP',
  title: 'Uma palestra',
  people: 'Ana Souza',
  when: '19/05/2025 · 19:00–20:00',
  footer: 'VII SERCOMP',
}

describe('preview image cache', () => {
  it('draws an image once and reuses it until its content changes', async () => {
    const stats: OgCacheStats = { drawn: 0, reused: 0 }
    const first = await cachedPng(ogCardSvg(card), dir, stats)
    const again = await cachedPng(ogCardSvg(card), dir, stats)
    expect(stats).toEqual({ drawn: 1, reused: 1 })
    expect(again.equals(first)).toBe(true)
    await cachedPng(ogCardSvg({ ...card, title: 'Outra palestra' }), dir, stats)
    expect(stats).toEqual({ drawn: 2, reused: 1 })
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(2)
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })

  it('keys by content, and lives in SERCOMP_CACHE_DIR or .cache/', () => {
    expect(ogCacheKey('<svg/>')).toBe(ogCacheKey('<svg/>'))
    expect(ogCacheKey('<svg/>')).not.toBe(ogCacheKey('<svg />'))
    expect(ogCacheDir({ SERCOMP_CACHE_DIR: '/tmp/x' })).toBe('/tmp/x/og')
    expect(ogCacheDir({})).toMatch(/\.cache\/og$/)
  })

  it('escapes texts in the card and cuts long titles', () => {
    const svg = ogCardSvg({ ...card, title: `A <b> & ${'palavra '.repeat(40)}` })
    expect(svg).toContain('A &lt;b&gt; &amp;')
    expect(svg).toContain('…')
  })
})
