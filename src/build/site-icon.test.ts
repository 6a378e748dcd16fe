// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { loadContent } from '../content/load-content'
import { colour } from '../theme/tokens'
import { iconImage, iconSource, TAB_ICON_PX, tabIconDataUrl, writeTabIcon } from './site-icon'

let dir: string
let logo: string
const SKY = { r: 92, g: 182, b: 249 }

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-icon-'))
  // A sky-blue 100x50 mark in a wide transparent margin, as exported logos often are.
  const mark = await sharp({ create: { width: 100, height: 50, channels: 4, background: { ...SKY, alpha: 1 } } })
    .png()
    .toBuffer()
  logo = join(dir, 'logo.png')
  await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: mark, left: 250, top: 275 }])
    .png()
    .toFile(logo)
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! }
}

const hex = (c: { r: number; g: number; b: number }) => `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`
const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 24

describe('the site icons', () => {
  it('are drawn from the current edition’s logo, or the site’s, or the placeholder', () => {
    const content = loadContent(FIXTURE_ROOT)
    const expected = content.currentEdition.edition.logo ?? content.site.logo
    const source = iconSource(content, FIXTURE_ROOT)
    if (expected) expect(source).toContain(typeof expected === 'string' ? expected : expected.file)
    else expect(source).toMatch(/public[\\/]favicon\.svg$/)
  })

  it('put the logo, its margin trimmed, on the header’s navy square', async () => {
    const png = await (await iconImage(logo, 180)).png().toBuffer()
    expect(await sharp(png).metadata()).toMatchObject({ width: 180, height: 180 })
    expect(hex(await pixel(png, 0, 0))).toBe(colour.frame.background)
    // Trimmed, the 2:1 mark spans the icon's width (86%), so a point a third of the way in is the mark.
    expect(near(await pixel(png, 60, 90), SKY)).toBe(true)
  })

  it('carry the tab icon in the page as a 32 px WebP data: URL', async () => {
    const url = await tabIconDataUrl(logo)
    expect(url).toMatch(/^data:image\/webp;base64,/)
    const image = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: TAB_ICON_PX, height: TAB_ICON_PX })
    expect(url.length).toBeLessThan(600)
  })

  it('replace the placeholder icon link of every built page', async () => {
    const client = join(dir, 'client')
    await mkdir(join(client, 'a'), { recursive: true })
    await writeFile(join(client, 'a', 'index.html'), '<head><link rel="icon" href="data:image/svg+xml,x"/></head>')
    await writeTabIcon(client, logo)
    expect(await readFile(join(client, 'a', 'index.html'), 'utf8')).toBe(
      `<head><link rel="icon" href="${await tabIconDataUrl(logo)}"/></head>`,
    )
  })
})
