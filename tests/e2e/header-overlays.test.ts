// Nothing is drawn over the header's controls (issue 37): an error toast, which stays until it is
// closed, sits at the bottom; the confetti during the event falls below the header.
import type { Page } from '@playwright/test'
import { loadContent } from '../../src/content/load-content'
import { expectNoErrors, gotoAtPausedTime, toast } from './support/browser'
import { fixtureContent } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const search = loadContent().pages.registrationSearch
const WIDTHS = [390, 1366]

interface Box {
  x: number
  y: number
  width: number
  height: number
}
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The header's visible controls (logo link, menu button, links, submenu toggles), each by its label and box. */
function headerControls(page: Page) {
  return page.locator('[data-nav]').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ el, box }) => ({
        label: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        // What the visitor's tap at the control's centre reaches: the control itself, or what covers it.
        onTop: el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
      })),
  )
}

async function expectControlsClear(page: Page, covers: Box[], where: string) {
  const controls = await headerControls(page)
  expect(controls.length, where).toBeGreaterThan(1)
  for (const control of controls) {
    expect(control.onTop, `${where}: something covers '${control.label}'`).toBe(true)
    for (const box of covers) expect(intersects(control.box, box), `${where}: over '${control.label}'`).toBe(false)
  }
}

test.describe('notices and decorations leave the header alone', () => {
  for (const width of WIDTHS)
    test(`at ${width} px an error toast, which stays, covers none of the header controls`, async ({ openPage, siteUrl: site }) => {
      const recorded = await openPage({ viewport: { width, height: 800 } })
      const { page } = recorded
      await page.goto(site + search.path)
      await page.getByLabel(search.emailLabel).fill('ninguem@example.org')
      await page.getByRole('button', { name: search.submit, exact: true }).click()
      const shown = toast(page, search.errorToast)
      await shown.waitFor()
      // notistack slides the toast in: measure where it comes to rest.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      await expectControlsClear(page, [(await shown.boundingBox())!], `toast at ${width} px`)
      expectNoErrors(recorded)
      await recorded.close()
    })

  for (const width of WIDTHS)
    test(`at ${width} px the confetti falls below the header, never over its controls`, async ({ openPage, fixtureUrl }) => {
      const recorded = await openPage({ viewport: { width, height: 800 } })
      const { page } = recorded
      // During the fixture edition (decision 0095): the home page shows the confetti.
      await gotoAtPausedTime(page, fixtureUrl + '/', Date.parse(fixtureContent.currentEdition.edition.start) + 3600_000)
      const pieces = page.locator('.confetti__piece')
      await expect.poll(() => pieces.count()).toBe(50)
      const header = (await page.locator('[data-nav]').boundingBox())!
      const host = (await page.locator('[data-confetti]').boundingBox())!
      expect(host.y).toBeGreaterThanOrEqual(header.y + header.height)
      // The pieces fall on the page's own clock: every moment of the fall, wherever they are, clears the header.
      for (const progress of [0, 0.25, 0.5, 0.75, 1]) {
        await page.evaluate((p) => {
          for (const animation of document.getAnimations()) {
            animation.pause()
            animation.currentTime = p * Number(animation.effect?.getComputedTiming().endTime ?? 0)
          }
        }, progress)
        const boxes = (await pieces.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))).map(
          ({ x, y, width: w, height: h }) => ({
            x,
            y,
            width: w,
            height: h,
          }),
        )
        for (const box of boxes) expect(intersects(box, header), `a piece over the header at ${progress}`).toBe(false)
        await expectControlsClear(page, boxes, `confetti at ${width} px, ${progress * 100}% of the fall`)
      }
      expectNoErrors(recorded)
      await recorded.close()
    })
})
