// The 1200x630 link-preview image of an edition (WhatsApp, Instagram, search results), drawn as SVG
// from the edition record and rasterised with sharp at build time.
import sharp from 'sharp'
import type { Edition } from '../content/generated/edition'
import type { DeepReadonly } from '../content/load-content'
import { datesText } from '../format/date-time'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap by character count (the fonts are close enough to monospace widths for this). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;]+$/, '')}…`
    return kept
  }
  return lines
}

export function ogSvg(edition: DeepReadonly<Edition>, colours = { background: '#0b3d6e', accent: '#f28c28' }): string {
  const theme = wrapText(edition.theme, 40, 3)
  const place = `${edition.venue.name} · ${edition.venue.city}-${edition.venue.state}`
  const themeLines = theme
    .map((line, i) => `<text x="80" y="${330 + i * 50}" font-size="40" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="100%" height="100%" fill="${colours.background}"/>
<rect x="0" y="0" width="24" height="${OG_HEIGHT}" fill="${colours.accent}"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<text x="80" y="150" font-size="96" font-weight="bold" fill="#ffffff">${escapeXml(edition.title)}</text>
<text x="80" y="215" font-size="40" fill="${colours.accent}">${escapeXml(edition.subtitle)}</text>
${themeLines}
<text x="80" y="540" font-size="38" font-weight="bold" fill="#ffffff">${escapeXml(datesText(edition.startDate, edition.endDate))}</text>
<text x="80" y="590" font-size="30" fill="#d6e2f0">${escapeXml(place)}</text>
</g>
</svg>`
}

export async function ogPng(edition: DeepReadonly<Edition>): Promise<Buffer> {
  return sharp(Buffer.from(ogSvg(edition)))
    .resize(OG_WIDTH, OG_HEIGHT)
    .png({ compressionLevel: 9 })
    .toBuffer()
}
