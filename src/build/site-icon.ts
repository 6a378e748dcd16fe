// Build time: the site's icons drawn from the current edition's logo (the site's own logo, then
// public/favicon.svg, when the edition has none), so next year's icon is a content change: the
// tab icon carried in every page, the touch icon and the web app manifest's icons (decision 0106).
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp, { type Sharp } from 'sharp'
import { contentRoot, loadContent, type Content } from '../content/load-content'
import { imagesRoot, logoRef } from '../images/variants'
import { colour } from '../theme/tokens'
import { listFiles } from '../publishing/built-pages'

/** The tab icon's size: 32 px covers 1x and 2x tabs. */
export const TAB_ICON_PX = 32
export const TOUCH_ICON_PX = 180

/** The image the icons are drawn from: an absolute path. */
export function iconSource(content: Content = loadContent(), root: string = contentRoot()): string {
  const ref = logoRef(content.currentEdition.edition.logo ?? content.site.logo)
  return ref ? join(imagesRoot(root), ref.file) : fileURLToPath(new URL('../../public/favicon.svg', import.meta.url))
}

/** A square of the frame's background with the logo, margins trimmed, fitted in its middle. */
export async function iconImage(source: string, size: number): Promise<Sharp> {
  const inner = Math.round(size * 0.86)
  const logo = await sharp(source, { density: 600 }).trim().resize(inner, inner, { fit: 'inside' }).toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: colour.frame.background } }).composite([
    { input: logo, gravity: 'center' },
  ])
}

/**
 * The tab icon as a data: URL, carried in every page (a linked icon is a request the browser makes
 * before the first paint, decision 0050). WebP at quality 40: 32 px in about 300 bytes (the placeholder SVG took as many), where a PNG takes 1.4 KB.
 */
export async function tabIconDataUrl(source: string): Promise<string> {
  const webp = await (await iconImage(source, TAB_ICON_PX)).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${webp.toString('base64')}`
}

const ICON_LINK = /<link rel="icon" href="[^"]*"\s*\/?>/

/** Every built page gets the tab icon drawn from the logo in place of the placeholder +Head.tsx writes. */
export async function writeTabIcon(clientDir: string, source: string = iconSource()): Promise<void> {
  const link = `<link rel="icon" href="${await tabIconDataUrl(source)}"/>`
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
    const path = join(clientDir, file)
    const html = await readFile(path, 'utf8')
    if (ICON_LINK.test(html)) await writeFile(path, html.replace(ICON_LINK, link))
  }
}
