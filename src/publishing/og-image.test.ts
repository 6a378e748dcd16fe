// @vitest-environment node
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { loadContent } from '../content/load-content'
import { datesText } from '../format/date-time'
import { OG_LOGO_BOX, ogLogo, ogSvg, svgToPng, wrapText } from './og-image'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const content = loadContent(FIXTURE_ROOT)

describe('Open Graph image', () => {
  it('is a 1200x630 PNG', async () => {
    const meta = await sharp(await svgToPng(ogSvg(content.currentEdition.edition))).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })

  it('is drawn from the edition record, escaped', () => {
    const { edition } = content.currentEdition
    const svg = ogSvg({ ...edition, title: 'VIII <SERCOMP> & co' })
    expect(svg).toContain('VIII &lt;SERCOMP&gt; &amp; co')
    expect(svg).toContain(datesText(edition.startDate, edition.endDate))
    expect(svg).toContain(edition.venue.city)
  })

  it('wraps long themes and marks a cut', () => {
    expect(wrapText('um dois tres quatro', 9, 5)).toEqual(['um dois', 'tres', 'quatro'])
    expect(wrapText('um dois tres quatro', 9, 2)).toEqual(['um dois', 'tres…'])
  })

  it('draws the edition’s logo, margins trimmed, in the box on the right', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'og-logo-'))
    try {
      const file = join(dir, 'logo.png')
      const mark = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 249, g: 179, b: 51, alpha: 1 } } })
        .png()
        .toBuffer()
      await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([{ input: mark, left: 300, top: 350 }])
        .png()
        .toFile(file)
      const logo = await ogLogo(file)
      expect([logo.width, logo.height]).toEqual([OG_LOGO_BOX.width, OG_LOGO_BOX.width / 2])
      const png = await svgToPng(ogSvg(content.currentEdition.edition, logo))
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
      const middle = at(OG_LOGO_BOX.x + OG_LOGO_BOX.width / 2, OG_LOGO_BOX.y + OG_LOGO_BOX.height / 2)
      expect(Math.abs(middle[0]! - 249) + Math.abs(middle[1]! - 179) + Math.abs(middle[2]! - 51)).toBeLessThan(30)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
