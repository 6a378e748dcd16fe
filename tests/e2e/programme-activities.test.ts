// /confirmed-activities (spec §9), on the fixture site (decision 0145): its current edition has two
// categories with a button, a card with two speakers and a programme block that links to both
// categories, whatever the real edition holds today.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, launchBrowser, newPage } from './support/browser'
import { fixtureContent as content, fixtureUrl as site } from './support/fixture-site'
import { activityPath } from '../../src/publishing/item-paths'

const activities = content.currentEdition.activities!
const withButton = activities.categories.filter((category) => category.button)
const activity = (id: string) => activities.activities.find((a) => a.id === id)!
const names = (id: string) =>
  activity(id)
    .people.map((personId) => {
      const person = content.personById(personId)
      return person.honorific ? `${person.honorific} ${person.name}` : person.name
    })
    .join(', ')
const descriptionText = (id: string) =>
  (activity(id).description ?? [])
    .map((block) =>
      typeof block === 'string' ? block : 'list' in block ? block.list.join(' ') : block.links.map((l) => l.label).join(' '),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
// Spec §9: the first 200 characters of the description.
const expectedSummary = (id: string) => {
  const own = activity(id).summary
  if (own) return own
  const chars = [...descriptionText(id)]
  return chars.length <= 200 ? chars.join('') : `${chars.slice(0, 200).join('').trimEnd()}…`
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(width: number, options: { javaScriptEnabled?: boolean; hasTouch?: boolean; isMobile?: boolean } = {}) {
  const recorded = await newPage(browser, { viewport: { width, height: 900 }, ...options })
  await recorded.page.goto(`${site}/confirmed-activities`)
  if (options.javaScriptEnabled !== false) {
    await recorded.page.locator('[data-category-switch][data-category-ready="true"]').waitFor({ state: 'attached' })
  }
  return recorded
}

const panel = (page: Page, id: string) => page.locator(`[data-category-panel="${id}"]`)
const card = (page: Page, id: string) => page.locator(`.activity-card[data-activity="${id}"]`)
const slider = (page: Page, id: string) => panel(page, id).locator(':scope > .carousel')

async function slideGeometry(root: Locator) {
  return root.evaluate((section) => {
    const container = section.querySelector(':scope > .swiper')!.getBoundingClientRect()
    const slides = [...section.querySelectorAll(':scope > .swiper > .swiper-wrapper > .swiper-slide')].map((s) => s.getBoundingClientRect())
    return { container: container.width, slide: slides[0]!.width, gap: slides[1]!.left - slides[0]!.right }
  })
}

describe('/confirmed-activities', () => {
  it('has a button per category marked button: true, the default one first', () => {
    expect(withButton.length).toBeGreaterThan(1)
    expect(activities.defaultCategory).toBe(withButton[0]!.id)
  })

  it.each([450, 600, 800, 1300])('at %i px shows the heading, the buttons and the default category', async (width) => {
    const recorded = await open(width)
    const { page } = recorded
    expect(await page.locator('h1').textContent()).toBe(content.pages.confirmedActivities.heading)
    const buttons = page.locator('button[data-category]')
    expect(await buttons.allTextContents()).toEqual(withButton.map((c) => c.label))
    expect(await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-pressed')))).toEqual(
      withButton.map((_, i) => String(i === 0)),
    )
    for (const [i, category] of withButton.entries()) expect(await panel(page, category.id).isVisible()).toBe(i === 0)
    const titles = await panel(page, withButton[0]!.id).locator('.activity-card__title-text').allTextContents()
    expect(titles).toEqual(withButton[0]!.activities.map((id) => activity(id).title))
    for (const id of withButton[0]!.activities) {
      expect(await card(page, id).locator('.activity-card__speaker-text').textContent()).toBe(names(id))
    }
    // 1.2 cards per view, 1.5 from 800 px (Swiper: slide = (width - gap * (n - 1)) / n).
    const perView = width >= 800 ? 1.5 : 1.2
    const { container, slide, gap } = await slideGeometry(slider(page, withButton[0]!.id))
    expect(slide).toBeCloseTo((container - gap * (perView - 1)) / perView, 0)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('switches category with the buttons (aria-pressed follows)', async () => {
    const recorded = await open(800)
    const { page } = recorded
    const [morning, night] = withButton as [(typeof withButton)[number], (typeof withButton)[number]]
    await page.getByRole('button', { name: night.label }).click()
    expect(await page.getByRole('button', { name: night.label }).getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByRole('button', { name: morning.label }).getAttribute('aria-pressed')).toBe('false')
    expect(await panel(page, night.id).isVisible()).toBe(true)
    expect(await panel(page, morning.id).isVisible()).toBe(false)
    const first = card(page, night.activities[0]!)
    expect(await first.isVisible()).toBe(true)
    expect(await first.locator('.activity-card__title-text').textContent()).toBe(activity(night.activities[0]!).title)
    // The slider measured itself again once shown.
    const { container, slide, gap } = await slideGeometry(slider(page, night.id))
    expect(slide).toBeCloseTo((container - gap * 0.5) / 1.5, 0)
    await page.getByRole('button', { name: morning.label }).click()
    expect(await panel(page, morning.id).isVisible()).toBe(true)
    expect(await panel(page, night.id).isVisible()).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it("a programme block links to the activity's page; a link to its card opens the category that holds it", async () => {
    const block = content.currentEdition.programme
      .flatMap((d) => d.items)
      .find((item) => item.parts.some((part) => withButton.some((c) => c.activities.includes(part.activity.id))))!
    // The last linked activity: in another category than the default one when there are two.
    const id = block.parts
      .map((part) => part.activity.id)
      .reverse()
      .find((x) => withButton.some((c) => c.activities.includes(x)))!
    const holder = withButton.find((c) => c.activities.includes(id))!
    const recorded = await newPage(browser, { viewport: { width: 800, height: 900 } })
    const { page } = recorded
    await page.goto(`${site}/timeline`)
    // The block links to the activity's own page (issue 12); its card keeps its address too.
    const link = page.locator(`.schedule__activity a[href="${activityPath(content.currentEdition.year, id)}"]`)
    expect(await link.count()).toBe(1)
    await page.goto(`${site}${content.pages.confirmedActivities.path}#${id}`)
    await page.locator('[data-category-switch][data-category-ready="true"]').waitFor({ state: 'attached' })
    expect(await panel(page, holder.id).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: holder.label }).getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator(`#${id}`).count()).toBe(1)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('moves the slider with the arrows and the pagination', async () => {
    const recorded = await open(1300)
    const { page } = recorded
    const morning = withButton[0]!
    const root = slider(page, morning.id)
    const active = () => root.locator('.swiper-slide-active .activity-card').getAttribute('data-activity')
    expect(await active()).toBe(morning.activities[0])
    // The slider's own controls: a card with several speakers holds a carousel of its own.
    const controls = root.locator(':scope > .carousel__controls')
    await controls.locator('[data-carousel-next]').click()
    await expect.poll(active).toBe(morning.activities[1])
    await controls.locator('[data-carousel-prev]').click()
    await expect.poll(active).toBe(morning.activities[0])
    const bullets = controls.locator('.swiper-pagination-bullet')
    expect(await bullets.count()).toBeGreaterThan(1)
    // Every control is labelled in Portuguese (site.yaml ui), none in Swiper's English.
    const labels = await root
      .locator('.carousel__controls [aria-label]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
    expect(labels).toContain(`${content.site.ui.goToSlide} 1`)
    expect(labels.filter((label) => /go to|previous slide|next slide|this is the/i.test(label ?? ''))).toEqual([])
    const lastIndex = Math.min(2, morning.activities.length - 1)
    await bullets.nth(lastIndex).click()
    await expect.poll(active).toBe(morning.activities[lastIndex])
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('never cuts a title or a name: each shows whole, at 390 and 1366 px', async () => {
    for (const width of [390, 1366]) {
      const recorded = await open(width)
      const cut = await recorded.page
        .locator('.activity-card__title-text, .activity-card__speaker-text')
        .evaluateAll((els) =>
          els
            .filter((el) => el.scrollHeight > el.clientHeight + 1 || getComputedStyle(el).textOverflow === 'ellipsis')
            .map((el) => el.textContent),
        )
      expect(cut, `${width} px`).toEqual([])
      await recorded.close()
    }
  })

  it('shows the 200-character summary only above 1300 px', async () => {
    const id = withButton[0]!.activities[0]!
    for (const [width, shown] of [
      [1300, false],
      [1301, true],
    ] as const) {
      const recorded = await open(width)
      const summary = card(recorded.page, id).locator('.activity-card__summary')
      expect(await summary.textContent()).toBe(expectedSummary(id))
      expect(await summary.isVisible()).toBe(shown)
      expectNoErrors(recorded)
      await recorded.close()
    }
  })

  it("'Ler mais...' opens the full description and 'Ler menos' closes it", async () => {
    const recorded = await open(1301)
    const { page } = recorded
    const id = withButton[0]!.activities[0]!
    const target = card(page, id)
    const toggle = target.locator('summary')
    const description = target.locator('.activity-card__description')
    expect(await toggle.innerText()).toBe(content.site.ui.readMore)
    expect(await description.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.innerText()).toBe(content.site.ui.readLess)
    expect(await description.isVisible()).toBe(true)
    expect((await description.innerText()).replace(/\s+/g, ' ').trim()).toBe(descriptionText(id))
    expect(await target.locator('.activity-card__summary').isVisible()).toBe(false)
    await toggle.press('Enter')
    expect(await toggle.innerText()).toBe(content.site.ui.readMore)
    expect(await description.isVisible()).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('shows tooltips on title and speaker name on hover and on touch', async () => {
    const id = withButton[0]!.activities[1]!
    const hover = await open(1300)
    const title = card(hover.page, id).locator('.activity-card__title')
    const bubble = title.locator('.css-tooltip__bubble')
    expect(await bubble.isVisible()).toBe(false)
    await title.hover()
    await expect.poll(() => bubble.isVisible()).toBe(true)
    expect(await bubble.textContent()).toBe(activity(id).title)
    const speaker = card(hover.page, id).locator('.activity-card__speaker')
    await speaker.hover()
    await expect.poll(() => speaker.locator('.css-tooltip__bubble').isVisible()).toBe(true)
    expect(await speaker.locator('.css-tooltip__bubble').textContent()).toBe(names(id))
    expectNoErrors(hover)
    await hover.close()

    const touch = await open(450, { hasTouch: true, isMobile: true })
    const first = card(touch.page, withButton[0]!.activities[0]!)
    const touchTitle = first.locator('.activity-card__title')
    await touchTitle.tap()
    await expect.poll(() => touchTitle.locator('.css-tooltip__bubble').isVisible()).toBe(true)
    await first.locator('.activity-card__speaker').tap()
    await expect.poll(() => first.locator('.activity-card__speaker .css-tooltip__bubble').isVisible()).toBe(true)
    expect(await touchTitle.locator('.css-tooltip__bubble').isVisible()).toBe(false)
    expectNoErrors(touch)
    await touch.close()
  })

  it('gives a speaker photo carousel (2.5 s autoplay) only to cards with more than one speaker', async () => {
    const recorded = await open(800)
    for (const category of withButton) {
      for (const id of category.activities) {
        const nested = card(recorded.page, id).locator('[data-carousel]')
        const many = activity(id).people.length > 1
        expect(await nested.count()).toBe(many ? 1 : 0)
        if (many) expect(JSON.parse((await nested.getAttribute('data-carousel'))!).autoplayMs).toBe(2500)
        expect(await card(recorded.page, id).locator('.person-avatar').count()).toBe(activity(id).people.length)
      }
    }
    expectNoErrors(recorded)
    await recorded.close()
  })

  it('without JavaScript shows every category with its cards', async () => {
    const recorded = await open(450, { javaScriptEnabled: false })
    const { page } = recorded
    expect(await page.locator('.activity-categories__buttons').isVisible()).toBe(false)
    for (const category of withButton) {
      expect(await page.getByRole('heading', { name: category.label, level: 2 }).isVisible()).toBe(true)
      expect(await panel(page, category.id).locator('.activity-card__title-text').allTextContents()).toEqual(
        category.activities.map((id) => activity(id).title),
      )
      await card(page, category.activities[0]!).locator('summary').click()
      expect(await card(page, category.activities[0]!).locator('.activity-card__description').isVisible()).toBe(true)
    }
    await recorded.close()
  })
})
