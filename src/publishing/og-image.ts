// The 1200x630 link-preview images (WhatsApp, Instagram, search results), drawn as SVG and rasterised with sharp at build time.
import sharp from 'sharp'
import type { Edition } from '../content/generated/edition'
import type { DeepReadonly } from '../content/load-content'
import { datesText } from '../format/date-time'
import { colour } from '../theme/tokens'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
const { background, accent, text, textMuted, highlight } = colour.frame

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap by character count (the fonts are close enough to monospace widths for this). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  // Each line: the most whole words that fit, or one word longer than a line.
  const words = text.split(/\s+/).filter(Boolean).join(' ')
  const lines = words.match(new RegExp(`\\S.{0,${maxChars - 1}}(?= |$)|\\S+`, 'g')) ?? []
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;]+$/, '')}…`
    return kept
  }
  return lines
}

/** A logo to draw in a preview: a PNG data: URL and its size in px. */
type OgLogo = { href: string; width: number; height: number }

/** The box a preview's logo is fitted in, on the right. */
export const OG_LOGO_BOX = { x: 780, y: 160, width: 360, height: 300 }

/** An edition's logo, margins trimmed, fitted in OG_LOGO_BOX, as a data: URL for the preview's SVG. */
export async function ogLogo(file: string): Promise<OgLogo> {
  const { data, info } = await sharp(file, { density: 300 })
    .trim()
    .resize(OG_LOGO_BOX.width, OG_LOGO_BOX.height, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { href: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height }
}

function logoImage(logo: OgLogo): string {
  const x = OG_LOGO_BOX.x + (OG_LOGO_BOX.width - logo.width) / 2
  const y = OG_LOGO_BOX.y + (OG_LOGO_BOX.height - logo.height) / 2
  return `<image x="${x}" y="${y}" width="${logo.width}" height="${logo.height}" href="${logo.href}"/>`
}

/** The frame every preview shares (background, accent bar, fonts) around its lines of text. */
function frame(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="100%" height="100%" fill="${background}"/>
<rect x="0" y="0" width="24" height="${OG_HEIGHT}" fill="${accent}"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
${body}
</g>
</svg>`
}

/** The edition's preview: its title, subtitle, theme, dates and place, and its logo on the right when it has one. */
export function ogSvg(edition: DeepReadonly<Edition>, logo: OgLogo | null = null): string {
  // With a logo on the right the text keeps to the left 640 px.
  const theme = wrapText(edition.theme, logo ? 28 : 40, 3)
  const place = `${edition.venue.name} · ${edition.venue.city}-${edition.venue.state}`
  const themeLines = theme
    .map((line, i) => `<text x="80" y="${330 + i * 50}" font-size="40" fill="${text}">${escapeXml(line)}</text>`)
    .join('')
  return frame(
    `<text x="80" y="150" font-size="${logo ? 80 : 96}" font-weight="bold" fill="${text}">${escapeXml(edition.title)}</text>
<text x="80" y="215" font-size="${logo ? 32 : 40}" fill="${accent}">${escapeXml(edition.subtitle)}</text>
${themeLines}
<text x="80" y="540" font-size="38" font-weight="bold" fill="${highlight}">${escapeXml(datesText(edition.startDate, edition.endDate))}</text>
<text x="80" y="590" font-size="30" fill="${textMuted}">${escapeXml(place)}</text>
${logo ? logoImage(logo) : ''}`,
  )
}

/** An activity's or a person's preview, top to bottom: kicker ("Palestra · VI SERCOMP"), title or name (3 lines at most), speakers or affiliation, when (date, time, room) or roles, footer. */
export interface OgCard {
  kicker: string
  title: string
  people: string | null
  when: string | null
  footer: string
}

/** An activity's or a person's preview, in the edition image's frame and type. */
export function ogCardSvg(card: OgCard): string {
  const title = wrapText(card.title, 32, 3)
  const titleLines = title
    .map((line, i) => `<text x="80" y="${210 + i * 66}" font-size="56" font-weight="bold" fill="${text}">${escapeXml(line)}</text>`)
    .join('\n')
  const people = card.people ? wrapText(card.people, 52, 1)[0]! : null
  return frame(
    [
      `<text x="80" y="120" font-size="36" fill="${accent}">${escapeXml(card.kicker)}</text>`,
      titleLines,
      people ? `<text x="80" y="${210 + title.length * 66 + 24}" font-size="34" fill="${text}">${escapeXml(people)}</text>` : '',
      card.when
        ? `<text x="80" y="540" font-size="34" font-weight="bold" fill="${text}">${escapeXml(wrapText(card.when, 56, 1)[0]!)}</text>`
        : '',
      `<text x="80" y="590" font-size="30" fill="${textMuted}">${escapeXml(card.footer)}</text>`,
    ]
      .filter(Boolean)
      .join('\n'),
  )
}

// Level 6: a few KB bigger than 9 and many times faster; a 256-colour palette: a third of the full-colour file (157 to 46 KB with a logo).
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(OG_WIDTH, OG_HEIGHT).png({ compressionLevel: 6, palette: true, quality: 90 }).toBuffer()
}
