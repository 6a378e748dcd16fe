// The site's icons drawn from the current edition's logo (else the site's), so next year's is a content change (decision 0106).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp, { type Sharp } from 'sharp'
import { contentRoot, loadContent, type Content } from '../content/load-content'
import { imagesRoot, logoRef } from '../images/variants'
import { colour } from '../theme/tokens'
import { rewritePages } from './built-html'

// 32 px covers 1x and 2x tabs.
export const TAB_ICON_PX = 32
export const TOUCH_ICON_PX = 180

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

// A data: URL in every page, as a linked icon is a request before the first paint (decision 0050);
// WebP at quality 40 takes about 300 bytes, a PNG 1.4 KB.
export async function tabIconDataUrl(source: string): Promise<string> {
  const webp = await (await iconImage(source, TAB_ICON_PX)).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${webp.toString('base64')}`
}

const ICON_LINK = /<link rel="icon" href="[^"]*"\s*\/?>/

/** Every built page gets the tab icon drawn from the logo in place of the placeholder +Head.tsx writes. */
export async function writeTabIcon(clientDir: string, source: string = iconSource()): Promise<void> {
  const link = `<link rel="icon" href="${await tabIconDataUrl(source)}"/>`
  await rewritePages(clientDir, (html) => html.replace(ICON_LINK, link))
}
