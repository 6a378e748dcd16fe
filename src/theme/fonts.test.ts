// fonts.css carries the metric-matched fallback faces as literal CSS (no font code at run time);
// this holds its numbers to what @capsizecss/core computes from the fonts' published metrics.
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import helveticaNeue from '@capsizecss/metrics/helveticaNeue'
import poppins from '@capsizecss/metrics/poppins'
import roboto from '@capsizecss/metrics/roboto'
import segoeUI from '@capsizecss/metrics/segoeUI'
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
  // Each system face a device may have, in the order the stack tries them (issue 47: an Android phone has Roboto, no Arial).
  const FALLBACKS = [
    { family: 'Poppins Fallback', metrics: arial, local: ['Arial', 'Liberation Sans'] },
    { family: 'Poppins Fallback Roboto', metrics: roboto, local: ['Roboto', 'Roboto-Regular'] },
    { family: 'Poppins Fallback Helvetica Neue', metrics: helveticaNeue, local: ['Helvetica Neue'] },
    { family: 'Poppins Fallback Segoe UI', metrics: segoeUI, local: ['Segoe UI'] },
  ]

  it.each(FALLBACKS.map((f) => [f.family, f] as const))('scales %s to Poppins with the metrics capsize computes', (_, fallback) => {
    const generated = createFontStack([poppins, fallback.metrics]).fontFaces
    const ours = face(fallback.family)
    for (const property of METRICS) {
      const value = new RegExp(`${property}:\\s*([^;]+);`).exec(generated)?.[1]
      expect(value, property).toBeDefined()
      expect(ours[property], property).toBe(value)
    }
    for (const name of fallback.local) expect(ours.src).toContain(`local('${name}')`)
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
    expect(family.split(',').map((name) => name.trim())).toEqual([
      'Poppins',
      ...FALLBACKS.map((f) => `'${f.family}'`),
      'Arial',
      'sans-serif',
    ])
  })
})
