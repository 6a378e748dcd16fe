import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadContent } from '../../src/content/load-content'
import { personPath } from '../../src/publishing/item-paths'
import { avatarName } from './support/avatar'
import { expectNoErrors, launchBrowser, newPage } from './support/browser'

const site = inject('siteUrl')
const content = loadContent()

// Decision 0092: a current page shows the current edition's list, nothing from earlier editions.
function currentWith<T>(pick: (year: string) => readonly T[]): { year: string; items: readonly T[] } | null {
  const year = content.site.currentEdition
  return pick(year).length > 0 ? { year, items: pick(year) } : null
}
// Null when the current edition has none yet: the page then shows its empty text (checked below).
const monitors = currentWith((y) => content.editions[y]!.committees?.monitors ?? [])
const partners = currentWith((y) => content.editions[y]!.partners?.partners ?? [])
const displayName = (id: string) => {
  const person = content.personById(id)
  return person.honorific ? `${person.honorific} ${person.name}` : person.name
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// Decision 0115: grids without script, so every check runs with JavaScript off too.
async function open(path: string, width: number, javaScriptEnabled = true) {
  const recorded = await newPage(browser, { viewport: { width, height: 900 }, javaScriptEnabled })
  await recorded.page.goto(site + path)
  return recorded
}

/**
 * Every card of the grid drawn inside the window's width (nothing behind a control or a scroll
 * box), how many columns they make, and every text in them whole: no box narrower or shorter than
 * its text (an ellipsis or a line clamp would make it so).
 */
async function layout(cards: Locator, texts: string) {
  return cards.evaluateAll((elements, textSelector) => {
    const hiddenBySomeBox = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.overflowX !== 'visible' && box.scrollWidth > box.clientWidth) return true
      }
      return false
    }
    const rects = elements.map((el) => el.getBoundingClientRect())
    return {
      inside: elements.map((el, i) => {
        const r = rects[i]!
        return r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= innerWidth && el.checkVisibility() && !hiddenBySomeBox(el)
      }),
      columns: new Set(rects.map((r) => Math.round(r.left))).size,
      cut: elements
        .flatMap((el) => [...el.querySelectorAll<HTMLElement>(textSelector)])
        .filter((t) => t.scrollWidth > t.clientWidth || t.scrollHeight > t.clientHeight)
        .map((t) => t.textContent),
    }
  }, texts)
}

async function expectEmpty(path: string, heading: string, empty: string) {
  const recorded = await newPage(browser)
  await recorded.page.goto(site + path)
  expect(await recorded.page.locator('h1').textContent()).toBe(heading)
  expect(await recorded.page.locator('.programme-page__empty').textContent()).toBe(empty)
  expectNoErrors(recorded)
  await recorded.close()
}

describe.runIf(monitors === null)('/comite without monitors in the current edition', () => {
  it('shows its heading and its empty text', () => expectEmpty('/comite', content.pages.committee.heading, content.pages.committee.empty))
})

describe.runIf(monitors !== null)('/comite', () => {
  const { year, items } = monitors ?? { year: content.site.currentEdition, items: [] }

  it.each([
    [390, true, [2, 2]],
    [1366, true, [4, 6]],
    [390, false, [2, 2]],
  ] as const)(
    'at %i px (JavaScript %s) shows every member at once, name, area and photo whole, in %j columns',
    async (width, js, [fewest, most]) => {
      const recorded = await open('/comite', width, js)
      const { page } = recorded
      expect(await page.locator('h1').textContent()).toBe(content.pages.committee.heading)
      const edition = content.editions[year]!.edition
      expect(await page.locator('.page-header__lead').textContent()).toBe(`${edition.title} (${edition.year})`)
      expect(await page.locator('.committee').getAttribute('aria-label')).toBe(content.pages.committee.heading)
      expect(await page.locator('.carousel, .swiper, [data-carousel]').count()).toBe(0)
      const members = page.locator('.committee__member')
      expect(await members.count()).toBe(items.length)
      for (const [i, monitor] of items.entries()) {
        const name = displayName(monitor.person)
        expect(await members.nth(i).locator('.committee__name').textContent()).toBe(name)
        expect(await members.nth(i).locator('.committee__area').textContent()).toBe(monitor.area)
        expect(await avatarName(members.nth(i).locator('.person-avatar'))).toBe(`${content.site.ui.photoOf} ${name}`)
        const href = await members.nth(i).locator('.committee__name').getAttribute('href')
        if (href !== null) expect(href).toBe(personPath(monitor.person))
      }
      const { inside, columns, cut } = await layout(members, '.committee__name, .committee__area')
      expect(inside).toEqual(items.map(() => true))
      expect(cut).toEqual([])
      const expected = Math.min(items.length, most)
      if (items.length >= fewest) expect(columns).toBeGreaterThanOrEqual(Math.min(fewest, expected))
      expect(columns).toBeLessThanOrEqual(expected)
      if (js) expectNoErrors(recorded)
      await recorded.close()
    },
  )
})

describe.runIf(partners === null)('/parceiros without partners in the current edition', () => {
  it('shows its heading and its empty text', () => expectEmpty('/parceiros', content.pages.partners.heading, content.pages.partners.empty))
})

describe.runIf(partners !== null)('/parceiros', () => {
  const items = partners?.items ?? []

  it.each([
    [390, true, [2, 2]],
    [1366, true, [4, 4]],
    [390, false, [2, 2]],
  ] as const)(
    'at %i px (JavaScript %s) shows every partner at once, in %j columns, each logo whole in its box',
    async (width, js, [fewest, most]) => {
      const recorded = await open('/parceiros', width, js)
      const { page } = recorded
      expect(await page.locator('h1').textContent()).toBe(content.pages.partners.heading)
      expect(await page.locator('.carousel, .swiper, [data-carousel]').count()).toBe(0)
      const cards = page.locator('.partner')
      expect(await cards.count()).toBe(items.length)
      const { inside, columns, cut } = await layout(cards, '.partner__name')
      expect(inside).toEqual(items.map(() => true))
      expect(cut).toEqual([])
      expect(columns).toBeGreaterThanOrEqual(Math.min(fewest, items.length))
      expect(columns).toBeLessThanOrEqual(Math.min(most, items.length))
      // A logo fits its card: never wider, never spilling out.
      const spilled = await cards.evaluateAll((all) =>
        all
          .map((card) => [card, card.querySelector('img')] as const)
          .filter(([card, img]) => {
            if (!img) return false
            const c = card.getBoundingClientRect()
            const r = img.getBoundingClientRect()
            return r.width === 0 || r.left < c.left || r.right > c.right || r.top < c.top || r.bottom > c.bottom
          })
          .map(([card]) => card.getAttribute('data-partner')),
      )
      expect(spilled).toEqual([])
      if (js) expectNoErrors(recorded)
      await recorded.close()
    },
  )

  it('shows each partner: logo with alt text or its name, linked only when it has a link', async () => {
    const recorded = await open('/parceiros', 1366)
    const { page } = recorded
    const cards = page.locator('.partner')
    expect(await cards.count()).toBe(items.length)
    for (const [i, partner] of items.entries()) {
      const card = cards.nth(i)
      expect(await card.getAttribute('data-partner')).toBe(partner.id)
      if (partner.logo) {
        expect(await card.locator('img').getAttribute('alt')).toBe(partner.alt)
      } else {
        expect(await card.locator('.partner__name').textContent()).toBe(partner.name)
      }
      const tag = await card.evaluate((el) => el.tagName)
      if (partner.link) {
        expect(tag).toBe('A')
        expect(await card.getAttribute('href')).toBe(partner.link)
        expect(await card.getAttribute('target')).toBe('_blank')
        expect(await card.getAttribute('rel')).toContain('noopener')
      } else {
        expect(tag).toBe('DIV')
      }
    }
    expectNoErrors(recorded)
    await recorded.close()
  })
})
