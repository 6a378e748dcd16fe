// Printing the programme (issue 29): one clean page per day, every day (the hidden tabs' too), the
// edition's logo, no navigation, no item cut; ?sala=<id> (linked from 'Como chegar') gives that
// room's sheet for its door.
// Page counts come from Chromium's own PDF (page.pdf), read back with pdf-lib. On the fixture site
// (decision 0095): its current edition has a programme and rooms whatever the real one holds today.
import { PDFDocument } from 'pdf-lib'
import type { Page } from '@playwright/test'
import { fixtureContent as content } from './support/fixture-site'
import { venuePagePublished } from '../../src/features/venue/venue-page-data'
import { expect, test } from './support/fixtures'

const { programme, edition } = content.currentEdition
const path = content.pages.timeline.path
// A4 with the 12 mm margins of programme-page.css, in CSS pixels (96 per inch).
const MM = 96 / 25.4
const PAGE = { width: Math.floor((210 - 24) * MM), height: Math.floor((297 - 24) * MM) }

async function pdfPages(page: Page): Promise<number> {
  return (await PDFDocument.load(await page.pdf({ format: 'A4' }))).getPageCount()
}

/** The print layout's day blocks: visible or not, and how many sheets each needs at this width. */
async function printedDays(page: Page) {
  await page.emulateMedia({ media: 'print' })
  await page.setViewportSize(PAGE)
  const days = await page.evaluate(
    (pageHeight) =>
      [...document.querySelectorAll<HTMLElement>('.schedule__day')].map((day) => {
        const style = getComputedStyle(day)
        return {
          date: day.dataset.date!,
          shown: style.display !== 'none',
          breakBefore: style.breakBefore,
          sheets: Math.ceil(day.getBoundingClientRect().height / pageHeight),
          logo: day.querySelector<HTMLImageElement>('.schedule__print-header img')?.checkVisibility() ?? false,
          items: [...day.querySelectorAll<HTMLElement>('.schedule__event')]
            .filter((item) => item.checkVisibility())
            .map((item) => item.dataset.event!),
          uncut: [...day.querySelectorAll('.schedule__event')].every((item) => getComputedStyle(item).breakInside === 'avoid'),
        }
      }),
    PAGE.height,
  )
  const sheets = await page.evaluate(
    (pageHeight) => Math.ceil(document.querySelector('.schedule')!.getBoundingClientRect().height / pageHeight),
    PAGE.height,
  )
  const chrome = await page.evaluate(() =>
    ['.site-header', '.site-footer', '.schedule__tabs', '.star', '.add-to-calendar'].filter((selector) =>
      [...document.querySelectorAll(selector)].some((element) => element.checkVisibility()),
    ),
  )
  await page.emulateMedia({ media: 'screen' })
  return { days, chrome, sheets }
}

test.describe('printing the programme', () => {
  test('gives every day its own page(s), with the logo, no navigation and no item cut', async ({ openPage, fixtureUrl: site }) => {
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(site + path)
    const pages = await pdfPages(page)
    const { days, chrome } = await printedDays(page)
    expect(chrome).toEqual([])
    expect(days.map((day) => day.date)).toEqual(programme.map((day) => day.date))
    expect(days.every((day) => day.shown && day.uncut)).toBe(true)
    expect(days.map((day) => day.breakBefore)).toEqual(days.map((_, index) => (index === 0 ? 'auto' : 'page')))
    expect(days.map((day) => day.items)).toEqual(programme.map((day) => day.items.map((item) => item.id)))
    if (edition.logo) expect(days.every((day) => day.logo)).toBe(true)
    // A day that fits a sheet gets exactly one: the PDF has one page per day.
    expect(pages).toBe(days.reduce((sum, day) => sum + day.sheets, 0))
    await recorded.close()
  })

  // The filter reads the rooms' links to 'Como chegar', as the door-sheet links live there.
  test("?sala=<id> prints that room's items only, every day on one sheet for its door", async ({ openPage, fixtureUrl: site }) => {
    expect(venuePagePublished(content)).toBe(true)
    const used = edition.rooms.filter((room) => programme.some((day) => day.items.some((item) => item.room?.id === room.id)))
    expect(used.length).toBeGreaterThan(0)
    const room = used[0]!
    const recorded = await openPage()
    const { page } = recorded
    await page.goto(`${site}${path}?sala=${room.id}`)
    const pages = await pdfPages(page)
    const { days, sheets } = await printedDays(page)
    const expected = programme
      .map((day) => ({ date: day.date, items: day.items.filter((item) => item.room?.id === room.id).map((item) => item.id) }))
      .filter((day) => day.items.length > 0)
    expect(days.filter((day) => day.shown).map((day) => ({ date: day.date, items: day.items }))).toEqual(expected)
    expect(await page.locator('[data-print-room-name]').first().textContent()).toBe(room.name)
    // No page break between days: as few sheets as its items need (one, for a room's usual day).
    expect(pages).toBe(sheets)
    await recorded.close()
  })
})
