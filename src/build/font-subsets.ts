// Post-build step: Poppins cut to the characters the site draws (decision 0173), cached by source, characters and subsetter.
import { createHash } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { decodeHTML } from 'entities'
import { ensureCached } from '../images/image-cache'
import { listFiles } from '../publishing/built-pages'

const SOURCE_FILE = /\/assets\/static\/poppins-latin-(\d{3})-normal\.[\w-]+\.woff2/g
// Under /assets/, so hosts cache them as immutable.
const SUBSET_DIR = 'assets/fonts'

// What a visitor types and a script's digits: printable ASCII and the no-break space.
const ALWAYS = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') + '\u00a0'

/** What a page can draw: its text, its JSON data, placeholders and values; not its CSS or code. */
export function pageCharacters(html: string): Set<string> {
  const drawn = html
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (_, attributes: string, body: string) =>
      /type="application\/(?:ld\+)?json"/i.test(attributes) ? ` ${body} ` : ' ',
    )
    .replace(/<[^>]*?\b(?:placeholder|value)="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
  const decoded = decodeHTML(drawn)
    // JSON escapes of what a script will draw (\u00e7, \n).
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return new Set([...decoded].filter((c) => c.codePointAt(0)! >= 0x20))
}

export function subsetText(pages: Iterable<string>): string {
  const kept = new Set(ALWAYS)
  for (const html of pages) for (const c of pageCharacters(html)) kept.add(c)
  return [...kept].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('')
}

// hb-subset's defaults keep the tables a browser needs (its sanitizer refuses a font without 'name').
const SUBSET_OPTIONS = { targetFormat: 'woff2' } as const

const require = createRequire(import.meta.url)
// subset-font ships no types: the one call made here, typed.
const subsetFont = require('subset-font') as (font: Buffer, text: string, options: typeof SUBSET_OPTIONS) => Promise<Buffer>
// The subsetter's version: a new one may cut a face differently.
const subsetterVersion = `subset-font ${(require('subset-font/package.json') as { version: string }).version}`

export const subsetKey = (source: Buffer, text: string) =>
  createHash('sha256')
    .update(source)
    .update(`\0${text}\0${subsetterVersion} ${JSON.stringify(SUBSET_OPTIONS)}`)
    .digest('hex')

const fontCacheDir = () => path.resolve(process.env.SERCOMP_FONT_CACHE ?? path.join('node_modules', '.cache', 'sercomp-fonts'))

export async function cachedSubset(source: Buffer, text: string, cacheDir: string = fontCacheDir()): Promise<Buffer> {
  const key = subsetKey(source, text)
  const file = path.join(cacheDir, `${key}.woff2`)
  await ensureCached(file, () => subsetFont(source, text, SUBSET_OPTIONS))
  return readFile(file)
}

export async function subsetFonts(clientDir: string): Promise<void> {
  const files = listFiles(clientDir).filter((name) => /\.(html|css)$/.test(name))
  const texts = new Map(await Promise.all(files.map(async (name) => [name, await readFile(path.join(clientDir, name), 'utf8')] as const)))
  const sources = new Map([...texts.values()].flatMap((text) => [...text.matchAll(SOURCE_FILE)].map((m) => [m[0], m[1]!] as const)))
  if (sources.size === 0) return
  const text = subsetText([...texts].filter(([name]) => name.endsWith('.html')).map(([, html]) => html))
  const renamed = new Map<string, string>()
  for (const [url, weight] of sources) {
    const subset = await cachedSubset(await readFile(path.join(clientDir, url)), text)
    const name = `${SUBSET_DIR}/poppins-${weight}.${createHash('sha256').update(subset).digest('base64url').slice(0, 10)}.woff2`
    await ensureCached(path.join(clientDir, name), () => Promise.resolve(subset))
    renamed.set(url, `/${name}`)
  }
  for (const [name, contents] of texts) {
    const rewritten = contents.replace(SOURCE_FILE, (url) => renamed.get(url)!)
    if (rewritten !== contents) await writeFile(path.join(clientDir, name), rewritten)
  }
  // Nothing names the whole files any more.
  await Promise.all([...sources.keys()].map((url) => rm(path.join(clientDir, url))))
  console.log(`fonts: Poppins ${[...renamed.values()].join(', ')}, ${[...text].length} characters`)
}
