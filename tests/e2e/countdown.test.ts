// The countdown, on the fixture site (decision 0095), whose edition lies ahead of its build: every
// phase is in its home page, and the browser's clock picks one (decision 0172).
import type { BrowserContextOptions, Page } from '@playwright/test'
import { expectNoErrors, gotoAtPausedTime, type OpenPage } from './support/browser'
import { fixtureContent } from './support/fixture-site'
import { expect, test } from './support/fixtures'

// The fixture edition's start and end instants, as the content states them (America/Fortaleza).
const { edition } = fixtureContent.currentEdition
const texts = fixtureContent.pages.home.countdown
const start = Date.parse(edition.start)
const end = Date.parse(edition.end)

async function openHomeAt(openPage: OpenPage, fixtureUrl: string, time: number, options: BrowserContextOptions = {}) {
  const recorded = await openPage(options)
  await gotoAtPausedTime(recorded.page, fixtureUrl + '/', time)
  await recorded.page.locator('[data-countdown]').waitFor()
  return recorded
}

const unit = (page: Page, name: string) => page.locator(`[data-unit="${name}"]`).textContent()
const units = async (page: Page) => [
  await unit(page, 'days'),
  await unit(page, 'hours'),
  await unit(page, 'minutes'),
  await unit(page, 'seconds'),
]
// Each phase by what it shows: the four numbers, the event's message, the farewell.
const PHASES = {
  before: '.countdown__units',
  during: '.countdown__message:has(.confetti)',
  after: '.countdown__message:not(:has(.confetti))',
}
const phaseVisible = (page: Page, phase: keyof typeof PHASES) => page.locator(`[data-countdown] ${PHASES[phase]}`).isVisible()

test.describe('countdown', () => {
  for (const timezoneId of ['America/Fortaleza', 'Asia/Tokyo', 'America/Los_Angeles']) {
    test(`before the start counts days, hours, minutes and seconds, two digits, every second (${timezoneId})`, async ({
      openPage,
      fixtureUrl,
    }) => {
      // 2 days, 2 hours, 1 minute and 3 seconds before the start.
      const recorded = await openHomeAt(openPage, fixtureUrl, start - ((2 * 24 + 2) * 3600 + 60 + 3) * 1000, { timezoneId })
      const { page } = recorded
      await expect.poll(() => units(page)).toEqual(['02', '02', '01', '03'])
      expect(await phaseVisible(page, 'before')).toBe(true)
      expect(await phaseVisible(page, 'during')).toBe(false)
      expect(await phaseVisible(page, 'after')).toBe(false)
      expect(await page.getByText(texts.days, { exact: true }).isVisible()).toBe(true)
      await page.clock.runFor(1000)
      expect(await units(page)).toEqual(['02', '02', '01', '02'])
      await page.clock.runFor(3000)
      expect(await units(page)).toEqual(['02', '02', '00', '59'])
      expectNoErrors(recorded)
      await recorded.close()
    })
  }

  test('turns to the event message when the start instant arrives', async ({ openPage, fixtureUrl }) => {
    const recorded = await openHomeAt(openPage, fixtureUrl, start - 2000, { timezoneId: 'Asia/Tokyo' })
    const { page } = recorded
    await expect.poll(() => units(page)).toEqual(['00', '00', '00', '02'])
    await page.clock.runFor(2000)
    await expect.poll(() => phaseVisible(page, 'during')).toBe(true)
    expect(await phaseVisible(page, 'before')).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test("during the event shows 'O evento começou!', 50 confetti pieces and a link to /timeline", async ({ openPage, fixtureUrl }) => {
    const recorded = await openHomeAt(openPage, fixtureUrl, start + 3600_000, { timezoneId: 'America/Los_Angeles' })
    const { page } = recorded
    await expect.poll(() => phaseVisible(page, 'during')).toBe(true)
    expect(await page.getByText(texts.started, { exact: true }).isVisible()).toBe(true)
    expect(await page.locator(`[data-countdown] ${PHASES.during} a`).getAttribute('href')).toBe('/timeline')
    expect(await page.locator('.confetti__piece').count()).toBe(50)
    expect(await phaseVisible(page, 'before')).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('drops no confetti when the visitor asks for reduced motion', async ({ openPage, fixtureUrl }) => {
    const recorded = await openHomeAt(openPage, fixtureUrl, start + 3600_000, { reducedMotion: 'reduce' })
    const { page } = recorded
    await expect.poll(() => phaseVisible(page, 'during')).toBe(true)
    expect(await page.getByText(texts.started, { exact: true }).isVisible()).toBe(true)
    await page.clock.runFor(2000)
    expect(await page.locator('.confetti__piece').count()).toBe(0)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test("after the end shows 'Até a próxima edição!'", async ({ openPage, fixtureUrl }) => {
    const recorded = await openHomeAt(openPage, fixtureUrl, end, { timezoneId: 'Asia/Tokyo' })
    const { page } = recorded
    await expect.poll(() => phaseVisible(page, 'after')).toBe(true)
    expect(await page.getByText(texts.ended, { exact: true }).isVisible()).toBe(true)
    expect(await phaseVisible(page, 'before')).toBe(false)
    expect(await phaseVisible(page, 'during')).toBe(false)
    expect(await page.locator('.confetti__piece').count()).toBe(0)
    expectNoErrors(recorded)
    await recorded.close()
  })
})
