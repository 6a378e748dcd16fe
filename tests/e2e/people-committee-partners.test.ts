import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadContent } from '../../src/content/load-content'
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

async function open(path: string, width: number) {
  const recorded = await newPage(browser, { viewport: { width, height: 900 } })
  await recorded.page.goto(site + path)
  await recorded.page.locator('.carousel.is-ready').first().waitFor({ state: 'attached' })
  return recorded
}

async function geometry(root: Locator) {
  return root.evaluate((section) => {
    const container = section.querySelector(':scope > .swiper')!.getBoundingClientRect()
    const slides = [...section.querySelectorAll(':scope > .swiper > .swiper-wrapper > .swiper-slide')].map((s) => s.getBoundingClientRect())
    return { container: container.width, slide: slides[0]!.width, gap: Math.round(slides[1]!.left - slides[0]!.right) }
  })
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
    [450, 2],
    [600, 2],
    [800, 4],
    [1300, 4],
  ])('at %i px shows %i members per view with name, area and photo', async (width, perView) => {
    const recorded = await open('/comite', width)
    const { page } = recorded
    expect(await page.locator('h1').textContent()).toBe(content.pages.committee.heading)
    const edition = content.editions[year]!.edition
    expect(await page.locator('.page-header__lead').textContent()).toBe(`${edition.title} (${edition.year})`)
    const members = page.locator('.committee__member')
    expect(await members.count()).toBe(items.length)
    for (const [i, monitor] of items.entries()) {
      const name = displayName(monitor.person)
      expect(await members.nth(i).locator('.committee__name').textContent()).toBe(name)
      expect(await members.nth(i).locator('.committee__area').textContent()).toBe(monitor.area)
      expect(await avatarName(members.nth(i).locator('.person-avatar'))).toBe(`${content.site.ui.photoOf} ${name}`)
    }
    if (items.length > 1) {
      const { container, slide, gap } = await geometry(page.locator('.carousel.committee'))
      expect(slide).toBeCloseTo((container - gap * (perView - 1)) / perView, 0)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  it.runIf(items.length > 1)('plays by itself every 2 s, and the pause button stops it', async () => {
    const recorded = await open('/comite', 800)
    const { page } = recorded
    const root = page.locator('.carousel.committee')
    expect(JSON.parse((await root.getAttribute('data-carousel'))!).autoplayMs).toBe(2000)
    const index = () =>
      root.evaluate((el) => [...el.querySelectorAll('.swiper-slide')].findIndex((s) => s.classList.contains('swiper-slide-active')))
    await page.mouse.move(0, 0)
    // The page notes when each slide becomes the active one: a busy machine fires timers late,
    // never early, so the gap between two moves is at least the autoplay delay.
    await root.evaluate((el) => {
      const moves: number[] = []
      ;(window as unknown as { moves: number[] }).moves = moves
      new MutationObserver(() => {
        const active = el.querySelector('.swiper-slide-active')
        if (active && active !== (el as unknown as { last?: Element }).last) {
          ;(el as unknown as { last?: Element }).last = active
          moves.push(performance.now())
        }
      }).observe(el, { subtree: true, attributes: true, attributeFilter: ['class'] })
      ;(el as unknown as { last?: Element }).last = el.querySelector('.swiper-slide-active') ?? undefined
    })
    const moves = () => page.evaluate(() => (window as unknown as { moves: number[] }).moves)
    await expect.poll(async () => (await moves()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    const [first, second] = await moves()
    expect(second! - first!).toBeGreaterThanOrEqual(1950)
    await root.locator('[data-carousel-pause]').click()
    const paused = await index()
    await page.mouse.move(0, 0)
    await page.waitForTimeout(2600)
    expect(await index()).toBe(paused)
    expectNoErrors(recorded)
    await recorded.close()
  })
})

describe.runIf(partners === null)('/parceiros without partners in the current edition', () => {
  it('shows its heading and its empty text', () => expectEmpty('/parceiros', content.pages.partners.heading, content.pages.partners.empty))
})

describe.runIf(partners !== null)('/parceiros', () => {
  const items = partners?.items ?? []

  it.each([
    [450, 1],
    [600, 2],
    [800, 2],
    [1300, 2],
  ])('at %i px shows the heading and %i logo cards per view, 30 px apart', async (width, perView) => {
    const recorded = await open('/parceiros', width)
    const { page } = recorded
    expect(await page.locator('h1').textContent()).toBe(content.pages.partners.heading)
    if (items.length > 1) {
      const { container, slide, gap } = await geometry(page.locator('.carousel.partners'))
      expect(gap).toBe(30)
      expect(slide).toBeCloseTo((container - gap * (perView - 1)) / perView, 0)
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('shows each partner: logo with alt text or its name, linked only when it has a link', async () => {
    const recorded = await open('/parceiros', 800)
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

  // Dots from two partners on; one view holds one card at 450 px.
  it.runIf(items.length > 1)('moves with the clickable dots and autoplays every 3000 ms', async () => {
    const recorded = await open('/parceiros', 450)
    const { page } = recorded
    const root = page.locator('.carousel.partners')
    expect(JSON.parse((await root.getAttribute('data-carousel'))!).autoplayMs).toBe(3000)
    const active = () => root.locator('.swiper-slide-active .partner').getAttribute('data-partner')
    const target = Math.min(3, items.length - 2)
    await root.locator(':scope > .carousel__controls .swiper-pagination-bullet').nth(target).click()
    await expect.poll(active).toBe(items[target]!.id)
    await page.mouse.move(0, 0)
    await page.locator('h1').click()
    await expect.poll(active, { timeout: 4500 }).toBe(items[target + 1]!.id)
    expectNoErrors(recorded)
    await recorded.close()
  })
})
