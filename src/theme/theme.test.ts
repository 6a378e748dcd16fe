// A stylesheet that reads a variable no page declares draws nothing, silently (a renamed token, a typo).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { theme } from './theme'

const src = join(import.meta.dirname, '..')
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(css|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }))

describe('the theme’s custom properties', () => {
  it('declare every --sc- variable that src/ reads', () => {
    const declared = new Set([
      ...theme.generateStyleSheets().flatMap((sheet) => Object.keys((sheet as Record<string, object>)[':root'] ?? {})),
      // The ones a stylesheet declares itself (the typeface's families, fonts.css).
      ...files.flatMap(({ text }) => [...text.matchAll(/(--sc-[\w-]+)\s*:/g)].map((m) => m[1]!)),
    ])
    // A name built in code (`var(--sc-palette-payment-${kind})`) is a prefix that declared names must start with.
    const known = (name: string, built: boolean) => (built ? [...declared].some((d) => d.startsWith(name)) : declared.has(name))
    const unknown = files.flatMap(({ file, text }) =>
      [...text.matchAll(/var\((--sc-[\w-]+)(\$\{)?/g)].filter((m) => !known(m[1]!, Boolean(m[2]))).map((m) => `${file}: ${m[1]}`),
    )
    expect(unknown).toEqual([])
    expect(declared).toContain('--sc-palette-primary-main')
  })
})
