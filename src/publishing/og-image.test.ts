// @vitest-environment node
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root'
import { loadContent } from '../content/load-content'
import { datesText } from '../format/date-time'
import { ogPng, ogSvg, wrapText } from './og-image'

const content = loadContent(FIXTURE_ROOT)

describe('Open Graph image', () => {
  it('is a 1200x630 PNG', async () => {
    const meta = await sharp(await ogPng(content.currentEdition.edition)).metadata()
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
})
