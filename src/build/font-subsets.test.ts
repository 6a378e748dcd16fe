// @vitest-environment node
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { temporaryTrees } from '../../tests/support/temporary-tree'
import { cachedSubset, pageCharacters, subsetFonts, subsetKey, subsetText } from './font-subsets'

const tree = temporaryTrees('font-subsets-')
const poppins = (weight: number) => createRequire(import.meta.url).resolve(`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`)

describe('pageCharacters', () => {
  it('reads the text a page draws, its entities decoded, and the data its scripts render; not its CSS or code', () => {
    const chars = pageCharacters(
      '<html><head><style>.ç{content:"Ж"}</style><script>const ψ = 1</script></head><body><h1 title="ignored">Programaç&#xE3;o &amp; mais</h1>' +
        '<input placeholder="Seu número"><script type="application/json">{"t":"Agora \\u00e9"}</script><!-- ß --></body></html>',
    )
    for (const c of 'Programação&maisSeunúAé') expect(chars, c).toContain(c)
    for (const c of 'Жψß') expect(chars, c).not.toContain(c)
    expect(
      [...chars].some((c) => c < ' '),
      'no control character',
    ).toBe(false)
  })
})

describe('subsetText', () => {
  it('keeps printable ASCII always and adds each page character once, sorted', () => {
    const text = subsetText(['<p>Comitê</p>', '<p>Organização e comitê</p>'])
    expect(text.startsWith(' !"#')).toBe(true)
    expect([...text].filter((c) => c === 'ê')).toHaveLength(1)
    expect(text.endsWith('\u00a0ãçê')).toBe(true)
  })
})

describe('cachedSubset', () => {
  it('cuts a face to the characters asked for, and makes it again only when they change', async () => {
    const cache = tree({})
    const source = readFileSync(poppins(400))
    const subset = await cachedSubset(source, subsetText(['Comitê']), cache)
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(subset.length).toBeLessThan(source.length * 0.8)
    const file = join(cache, `${subsetKey(source, subsetText(['Comitê']))}.woff2`)
    const made = statSync(file).mtimeMs
    await cachedSubset(source, subsetText(['Comitê']), cache)
    expect(statSync(file).mtimeMs, 'the same characters: from the cache').toBe(made)
    expect(subsetKey(source, subsetText(['Comitê', 'Ñandú']))).not.toBe(subsetKey(source, subsetText(['Comitê'])))
  })
})

describe('subsetFonts', () => {
  it('points every page and sheet at the subsets, under /assets/, and removes the whole files', async () => {
    const client = tree({
      'index.html':
        '<html><head><link rel="preload" href="/assets/static/poppins-latin-400-normal.abc.woff2" as="font">' +
        '<style>@font-face{src:url(/assets/static/poppins-latin-400-normal.abc.woff2)}@font-face{src:url(/assets/static/poppins-latin-600-normal.def.woff2)}</style>' +
        '</head><body>Programação</body></html>',
      'assets/static/fonts.css': '@font-face{src:url(/assets/static/poppins-latin-600-normal.def.woff2)}',
    })
    mkdirSync(join(client, 'assets', 'static'), { recursive: true })
    copyFileSync(poppins(400), join(client, 'assets/static/poppins-latin-400-normal.abc.woff2'))
    copyFileSync(poppins(600), join(client, 'assets/static/poppins-latin-600-normal.def.woff2'))
    process.env.SERCOMP_FONT_CACHE = join(client, '..', `${client.split('/').pop()}-cache`)
    try {
      await subsetFonts(client)
    } finally {
      delete process.env.SERCOMP_FONT_CACHE
    }
    const html = readFileSync(join(client, 'index.html'), 'utf8')
    const urls = [...html.matchAll(/\/assets\/fonts\/poppins-(\d{3})\.[\w-]+\.woff2/g)].map((m) => m[0])
    expect(urls).toHaveLength(3)
    expect(html).not.toContain('poppins-latin')
    expect(readFileSync(join(client, 'assets/static/fonts.css'), 'utf8')).toContain(urls[2])
    for (const url of urls) expect(statSync(join(client, url)).size).toBeGreaterThan(0)
    expect(existsSync(join(client, 'assets/static/poppins-latin-400-normal.abc.woff2'))).toBe(false)
  })
})
