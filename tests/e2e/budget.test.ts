// @vitest-environment node
// Byte budgets over the built site (issues 3, 4 and 7). Bytes are deterministic, so this gates CI;
// timings are only reported by `npm run bench`.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { IMAGE_BUDGET, KB, SiteBytes, clientDirOf, formatTable, kb, listPages, type PageBytes } from '../../scripts/bench/site-bytes'

const clientDir = clientDirOf()
const pages = existsSync(join(clientDir, 'index.html')) ? listPages(clientDir) : []
const site = new SiteBytes(clientDir)
const measured: PageBytes[] = pages.map((page) => site.measure(page))

const BUDGET = { content: 30 * KB, home: 100 * KB, live: 150 * KB, total: 500 * KB }

function jsBudget(page: PageBytes): number {
  if (page.route === '/') return BUDGET.home
  if (page.live) return BUDGET.live
  return BUDGET.content
}

function largest(m: PageBytes): string {
  return m.jsFiles
    .map((file) => [file, site.size(file) ?? 0] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([file, size]) => `${file} ${kb(size)} KB`)
    .join(', ')
}

describe('byte budget of the built site', () => {
  it('finds the home page, the live shells and the static pages', () => {
    expect(pages.map((p) => p.route)).toContain('/')
    expect(pages.filter((p) => p.live).length).toBe(3)
    expect(pages.filter((p) => !p.live).length).toBeGreaterThan(5)
    const table = formatTable(
      ['page', 'budget JS', 'JS', 'JS static', 'HTML', 'CSS', 'images', 'fonts', 'total', 'files'],
      measured.map((m) => [
        m.route,
        kb(jsBudget(m)),
        kb(m.js),
        kb(m.jsStatic),
        kb(m.html),
        kb(m.css),
        kb(m.images),
        kb(m.fonts),
        kb(m.total),
        m.jsFiles.length,
      ]),
    )
    console.log(`KB after gzip -9 (JS = static + dynamic imports; JS static = static imports only)\n${table}`)
  })

  it('reads every file a page refers to from the build', () => {
    expect(measured.flatMap((m) => m.problems.filter((p) => !p.startsWith('<img')).map((p) => `${m.route}: ${p}`))).toEqual([])
  })

  it.each(pages.map((p) => [p.route]))('%s keeps its JavaScript within budget', (route) => {
    const m = measured.find((x) => x.route === route)!
    const budget = jsBudget(m)
    expect(
      m.js,
      `${route}: ${kb(m.js)} KB of gzip JS (budget ${kb(budget)} KB; ${kb(m.jsStatic)} KB without dynamic imports); largest: ${largest(m)}`,
    ).toBeLessThanOrEqual(budget)
    expect(m.total, `${route}: ${kb(m.total)} KB in total on first load (budget ${kb(BUDGET.total)} KB)`).toBeLessThanOrEqual(BUDGET.total)
  })

  it(`keeps every image file within ${IMAGE_BUDGET / KB} KB`, () => {
    // tests/e2e/images.test.ts applies the same budget to a build with stand-in photos and logos.
    const images = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(f))
    expect(images.length).toBeGreaterThan(0)
    const over = images.map((f) => [f, statSync(join(clientDir, f)).size] as const).filter(([, size]) => size > IMAGE_BUDGET)
    expect(over.map(([f, size]) => `${f}: ${kb(size)} KB`)).toEqual([])
  })

  it('gives every <img> width, height and alt', () => {
    expect(measured.flatMap((m) => m.problems.filter((p) => p.startsWith('<img')).map((p) => `${m.route}: ${p}`))).toEqual([])
  })
})
