// /confirmed-activities, a grid of cards per category instead of the spec's slider (issue 37), on the
// fixture site (decision 0095): its current edition has listed categories, the panels gathered by
// their kind, a card with two speakers, one without people and a programme block that links to both
// listed categories, whatever the real edition holds today.
import type { Page } from '@playwright/test'
import { axeScan } from './support/axe'
import { expectNoErrors, type OpenPage } from './support/browser'
import { fixtureContent as content } from './support/fixture-site'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { settle } from './support/page-states'
import { confirmedCategories } from '../../src/features/activities/activity-categories-data'
import { activityPath } from '../../src/publishing/item-paths'
import { expect, test } from './support/fixtures'

const edition = content.currentEdition
const { categories, defaultCategory } = confirmedCategories(edition.activities)
const byId = (id: string) => categories.flatMap((c) => c.activities).find((a) => a.id === id)!
const texts = content.site.ui
const names = (id: string) =>
  byId(id)
    .people.map((personId) => {
      const person = content.personById(personId)
      const name = person.honorific ? `${person.honorific} ${person.name}` : person.name
      return byId(id).moderators.includes(personId) ? `${name} (${texts.roles.moderator})` : name
    })
    .join(', ')
const descriptionText = (id: string) =>
  (byId(id).description ?? [])
    .map((block) =>
      typeof block === 'string' ? block : 'list' in block ? block.list.join(' ') : block.links.map((l) => l.label).join(' '),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()

const ready = (page: Page) => page.locator('[data-category-switch][data-category-ready="true"]').waitFor({ state: 'attached' })

async function open(openPage: OpenPage, site: string, width: number, options: { javaScriptEnabled?: boolean; hash?: string } = {}) {
  const recorded = await openPage({ viewport: { width, height: 800 }, javaScriptEnabled: options.javaScriptEnabled })
  await recordLayoutShifts(recorded.page)
  await recorded.page.goto(`${site}${content.pages.confirmedActivities.path}${options.hash ?? ''}`)
  if (options.javaScriptEnabled !== false) await ready(recorded.page)
  return recorded
}

const panel = (page: Page, id: string) => page.locator(`[data-category-panel="${id}"]`)
const card = (page: Page, id: string) => page.locator(`.activity-card[data-activity="${id}"]`)
const button = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true })

/**
 * What is cut or out of sight in a category's cards: a card not drawn or reaching past the
 * viewport's width, anything in it sticking out of it, a text cut by its box or by an ellipsis, and
 * a page that scrolls sideways.
 */
function cutCards(page: Page, id: string) {
  return panel(page, id).evaluate((section) => {
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    const cards = [...section.querySelectorAll<HTMLElement>('.activity-card')]
    for (const cardElement of cards) {
      const box = cardElement.getBoundingClientRect()
      const name = cardElement.dataset.activity
      if (box.width === 0 || box.height === 0) problems.push(`${name}: not drawn`)
      if (box.left < 0 || box.right > width + 0.5)
        problems.push(`${name}: from ${box.left} to ${box.right}, the viewport is ${width} px wide`)
      for (const el of [cardElement, ...cardElement.querySelectorAll<HTMLElement>('*')]) {
        // What a closed <details> holds keeps a box, but is not drawn.
        if (!el.checkVisibility()) continue
        const r = el.getBoundingClientRect()
        const what = `${name}: <${el.tagName.toLowerCase()} class="${el.className}">`
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
          problems.push(`${what} sticks out of its card`)
        const style = getComputedStyle(el)
        if (
          style.textOverflow === 'ellipsis' ||
          (style.overflow !== 'visible' && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        )
          problems.push(`${what} cuts its content`)
      }
    }
    if (cards.length === 0) problems.push('no card')
    if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`)
    return problems
  })
}

const pressed = (page: Page) =>
  page.locator('button[data-category]').evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute('aria-pressed')]))

test.describe('/confirmed-activities', () => {
  test('has categories to show: two listed ones at least, and the panels gathered by their kind', () => {
    expect(categories.length).toBeGreaterThan(2)
    expect(defaultCategory).toBe(edition.activities!.defaultCategory)
    const gathered = categories.find((c) => c.activities.some((a) => a.kind === 'painel'))
    expect(gathered?.activities.map((a) => a.id)).toEqual(
      edition.activities!.activities.filter((a) => a.kind === 'painel').map((a) => a.id),
    )
    expect(categories.flatMap((c) => c.activities).some((a) => a.people.length > 1)).toBe(true)
    expect(categories.flatMap((c) => c.activities).some((a) => a.people.length === 0)).toBe(true)
  })

  test('opens on the default category: its button pressed, its cards with title, names and faces, the others hidden', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const recorded = await open(openPage, site, 1366)
    const { page } = recorded
    expect(await page.locator('h1').textContent()).toBe(content.pages.confirmedActivities.heading)
    expect(await pressed(page)).toEqual(categories.map((c) => [c.label, String(c.id === defaultCategory)]))
    for (const category of categories) expect(await panel(page, category.id).isVisible()).toBe(category.id === defaultCategory)
    const shown = categories.find((c) => c.id === defaultCategory)!
    expect(await panel(page, shown.id).locator('.activity-card__title').allTextContents()).toEqual(
      shown.activities.map((a) => `${a.label ?? ''}${a.title}`),
    )
    for (const activity of shown.activities) {
      const people = card(page, activity.id).locator('.activity-card__people')
      expect(await people.count()).toBe(activity.people.length > 0 ? 1 : 0)
      if (activity.people.length > 0) expect(await people.textContent()).toBe(names(activity.id))
      // Every face at once, none behind a carousel.
      expect(
        await card(page, activity.id)
          .locator('.person-avatar')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width > 0)),
      ).toEqual(activity.people.map(() => true))
      expect(await card(page, activity.id).locator('a.activity-card__link').getAttribute('href')).toBe(
        activityPath(edition.year, activity.id),
      )
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  for (const width of [320, 390, 1366])
    test(`at ${width} px every card of every category is whole, inside the viewport, nothing cut`, async ({
      openPage,
      fixtureUrl: site,
    }) => {
      const recorded = await open(openPage, site, width)
      const { page } = recorded
      for (const category of categories) {
        await button(page, category.label).click()
        expect(await cutCards(page, category.id), `${category.label} at ${width} px`).toEqual([])
      }
      // Opened, a description stays inside its card too.
      const first = categories[0]!.activities.find((a) => a.description)!
      await button(page, categories[0]!.label).click()
      await card(page, first.id).locator('summary').click()
      expect(await cutCards(page, categories[0]!.id), `${categories[0]!.label} at ${width} px, a card open`).toEqual([])
      expectNoErrors(recorded)
      await recorded.close()
    })

  test('switches category with the buttons, by pointer and keyboard: aria-pressed follows, nothing above the grid moves', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const recorded = await open(openPage, site, 390)
    const { page } = recorded
    const rows = () =>
      page.locator('.activity-categories__buttons').evaluate((row) => {
        const grid = [...document.querySelectorAll('[data-category-panel]:not([hidden]) .activity-card')][0]!.getBoundingClientRect()
        // Where each button sits in the row, however far a click scrolled the row to show it.
        const place = (b: Element) => {
          const box = b.getBoundingClientRect()
          return JSON.stringify({ x: box.x + row.scrollLeft, y: box.y, width: box.width, height: box.height })
        }
        return { buttons: [...row.children].map(place), gridTop: grid.top }
      })
    const before = await rows()
    for (const category of [...categories].reverse()) {
      await button(page, category.label).click()
      expect(await pressed(page)).toEqual(categories.map((c) => [c.label, String(c.id === category.id)]))
      for (const other of categories) expect(await panel(page, other.id).isVisible()).toBe(other.id === category.id)
      expect(await panel(page, category.id).locator('.activity-card').count()).toBe(category.activities.length)
      expect(await rows()).toEqual(before)
    }
    // The keyboard: focus on a button, Enter and Space choose it; focus stays where it was.
    const [first, second] = categories as [(typeof categories)[number], (typeof categories)[number]]
    await button(page, second.label).focus()
    await page.keyboard.press('Enter')
    expect(await button(page, second.label).getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Space')
    expect(await button(page, first.label).getAttribute('aria-pressed')).toBe('true')
    expect(await button(page, first.label).evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await panel(page, first.id).isVisible()).toBe(true)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('moves nothing while its script runs: no layout shift from the first paint on', async ({ openPage, fixtureUrl: site }) => {
    for (const width of [390, 1366]) {
      const recorded = await open(openPage, site, width)
      await settle(recorded.page)
      expect(await layoutShifts(recorded.page), `${width} px`).toEqual([])
      await recorded.close()
    }
  })

  test("'Ler mais...' opens the full description and 'Ler menos' closes it", async ({ openPage, fixtureUrl: site }) => {
    const recorded = await open(openPage, site, 390)
    const { page } = recorded
    const id = categories.find((c) => c.id === defaultCategory)!.activities.find((a) => a.description)!.id
    const target = card(page, id)
    const toggle = target.locator('summary')
    const description = target.locator('.activity-card__description')
    expect(await toggle.innerText()).toBe(texts.readMore)
    expect(await description.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.innerText()).toBe(texts.readLess)
    expect(await description.isVisible()).toBe(true)
    expect((await description.innerText()).replace(/\s+/g, ' ').trim()).toBe(descriptionText(id))
    await toggle.press('Enter')
    expect(await toggle.innerText()).toBe(texts.readMore)
    expect(await description.isVisible()).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test("a programme block links to the activity's page; a link to its card opens the category that holds it", async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const block = edition.programme
      .flatMap((d) => d.items)
      .find((item) => item.parts.some((part) => categories.some((c) => c.activities.some((a) => a.id === part.activity.id))))!
    // The last linked activity: in another category than the default one when there are two.
    const id = block.parts
      .map((part) => part.activity.id)
      .reverse()
      .find((x) => categories.some((c) => c.activities.some((a) => a.id === x)))!
    const holder = categories.find((c) => c.activities.some((a) => a.id === id))!
    const programme = await openPage({ viewport: { width: 800, height: 900 } })
    await programme.page.goto(`${site}/timeline`)
    expect(await programme.page.locator(`.schedule__activity a[href="${activityPath(edition.year, id)}"]`).count()).toBe(1)
    await programme.close()
    const recorded = await open(openPage, site, 800, { hash: `#${id}` })
    const { page } = recorded
    expect(await panel(page, holder.id).isVisible()).toBe(true)
    expect(await button(page, holder.label).getAttribute('aria-pressed')).toBe('true')
    expect(await card(page, id).isVisible()).toBe(true)
    await expect.poll(() => card(page, id).evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('without JavaScript shows every category under its heading, every card whole, each description a tap away', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    const recorded = await open(openPage, site, 320, { javaScriptEnabled: false })
    const { page } = recorded
    expect(await page.locator('.activity-categories__buttons').isVisible()).toBe(false)
    for (const category of categories) {
      expect(await page.getByRole('heading', { name: category.label, level: 2 }).isVisible()).toBe(true)
      expect(await panel(page, category.id).locator('.activity-card__title').allTextContents()).toEqual(
        category.activities.map((a) => `${a.label ?? ''}${a.title}`),
      )
      expect(await cutCards(page, category.id), category.label).toEqual([])
      const withText = category.activities.find((a) => a.description)!
      await card(page, withText.id).locator('summary').click()
      expect(await card(page, withText.id).locator('.activity-card__description').isVisible()).toBe(true)
    }
    await recorded.close()
  })

  test('is axe clean at 390 and 1366 px, on the default category and on another with a card open', async ({
    openPage,
    fixtureUrl: site,
  }) => {
    for (const width of [390, 1366]) {
      const recorded = await open(openPage, site, width)
      const { page } = recorded
      const first = await axeScan(page)
      expect(first.passed).toBeGreaterThan(10)
      expect(first.violations, `${width} px, default`).toEqual([])
      const other = categories.at(-1)!
      await button(page, other.label).click()
      await card(page, other.activities.find((a) => a.description)!.id)
        .locator('summary')
        .click()
      expect((await axeScan(page)).violations, `${width} px, ${other.label}`).toEqual([])
      await recorded.close()
    }
  })
})
