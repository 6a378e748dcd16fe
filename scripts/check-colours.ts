// npm run check: a colour (hex, rgb()…, a CSS name) written in src/ outside src/theme/tokens.ts, at file:line:col.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import colorNames from 'color-name'
import { listFiles } from '../src/publishing/built-pages.ts'

// The tokens and the theme built from them; tests, in colours no visitor sees; the generated types.
const NOT_READ = /^src\/theme\/|\.test\.tsx?$|^src\/content\/generated\//

const HEX = /(?<![\w&])#(?:[\da-f]{8}|[\da-f]{6}|[\da-f]{3,4})(?![\w-])/gi
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi
// CSS's named colours (transparent and currentColor are not a colour of the site's).
const NAMES = new Set(Object.keys(colorNames))

export type ColourLiteral = { line: number; col: number; literal: string }

// `text` with the matches of `pattern` blanked out, every other character kept in place.
const blank = (text: string, pattern: RegExp) => text.replace(pattern, (match) => match.replace(/[^\n]/g, ' '))

/** The colours written in one CSS or TS/TSX text, in the order they appear. */
export function colourLiterals(text: string, language: 'css' | 'ts'): ColourLiteral[] {
  const found: { at: number; literal: string }[] = []
  for (const pattern of [HEX, FUNCTION]) for (const m of text.matchAll(pattern)) found.push({ at: m.index, literal: m[0] })
  if (language === 'css') {
    // A name counts in a declaration's value: not in a selector, a property's name, a comment or a string.
    const plain = blank(blank(text, /\/\*[\s\S]*?\*\//g), /"[^"\n]*"|'[^'\n]*'/g)
    for (const block of plain.matchAll(/\{([^{}]*)\}/g)) {
      for (const declaration of block[1]!.matchAll(/[\w-]+\s*:([^;]*)/g)) {
        const valueAt = block.index + 1 + declaration.index + declaration[0].length - declaration[1]!.length
        for (const word of declaration[1]!.matchAll(/(?<![\w-])[a-z]+(?![\w-])/gi))
          if (NAMES.has(word[0].toLowerCase())) found.push({ at: valueAt + word.index, literal: word[0] })
      }
    }
  } else {
    for (const m of text.matchAll(/(['"`])([a-z]+)\1/gi))
      if (NAMES.has(m[2]!.toLowerCase())) found.push({ at: m.index + 1, literal: m[2]! })
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ at, literal }) => {
      const before = text.slice(0, at).split('\n')
      return { line: before.length, col: before[before.length - 1]!.length + 1, literal }
    })
}

export function coloursOutsideTokens(root: string): string[] {
  const problems: string[] = []
  for (const file of listFiles(join(root, 'src')).map((name) => `src/${name}`)) {
    if (!/\.(css|tsx?)$/.test(file) || NOT_READ.test(file)) continue
    for (const { line, col, literal } of colourLiterals(readFileSync(join(root, file), 'utf8'), file.endsWith('.css') ? 'css' : 'ts')) {
      problems.push(
        `${file}:${line}:${col} colour written outside the tokens: ${literal} (use a token of src/theme/tokens.ts: var(--sc-palette-…) in CSS, colour.… in code; docs/design-system.md)`,
      )
    }
  }
  return problems
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = coloursOutsideTokens(process.cwd())
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) {
    console.error(`${problems.length} colour(s) outside the tokens`)
    process.exitCode = 1
  }
}
