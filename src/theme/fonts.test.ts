// fonts.css carries the metric-matched fallback faces as literal CSS (no font code at run time);
// this holds its numbers to what @capsizecss/core computes from the fonts' published metrics.
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import poppins from '@capsizecss/metrics/poppins'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fontWeight } from './tokens'

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8')

/** The declarations of the @font-face whose family is `family`, as a map. */
function face(family: string): Record<string, string> {
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body!
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
    )
    if (declarations['font-family']?.replace(/['"]/g, '') === family) return declarations
  }
  throw new Error(`no @font-face for ${family}`)
}

const METRICS = ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust']

describe('fonts.css', () => {
  it('scales Arial to Poppins with the metrics capsize computes', () => {
    const generated = createFontStack([poppins, arial]).fontFaces
    const ours = face('Poppins Fallback')
    for (const property of METRICS) {
      const value = new RegExp(`${property}:\\s*([^;]+);`).exec(generated)?.[1]
      expect(value, property).toBeDefined()
      expect(ours[property], property).toBe(value)
    }
  })

  it('declares Poppins in the two weights of the tokens only, woff2, used only if there by the first frame', () => {
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!).filter((body) => /font-family:\s*Poppins;/.test(body))
    expect(faces.map((body) => Number(/font-weight:\s*(\d+)/.exec(body)?.[1]))).toEqual([fontWeight.regular, fontWeight.bold])
    for (const body of faces) {
      expect(body).toMatch(/font-display:\s*optional/)
      expect(body).toMatch(/\.woff2'\) format\('woff2'\)/)
      expect(body).not.toMatch(/\.woff'\)/)
    }
  })

  it('draws every page in Poppins, and in the metric-matched fallback while Poppins is not there', () => {
    const family = /:root\s*\{\s*--sc-family:([^;]+);/.exec(css)?.[1] ?? ''
    expect(family.split(',').map((name) => name.trim())).toEqual(['Poppins', "'Poppins Fallback'", 'Arial', 'sans-serif'])
  })
})
