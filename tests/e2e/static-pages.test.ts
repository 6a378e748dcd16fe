import type { Page } from '@playwright/test'
import { callPageProps } from '../../src/features/calls/call-page-data'
import { windowState } from '../../src/content/time'
import { venueLine } from '../../src/features/editions/edition-page-data'
import { fillBlocks, fillTemplate } from '../../src/components/edition-template'
import type { ShownCall } from '../../src/content/calls'
import { loadContent, type DeepReadonly } from '../../src/content/load-content'
import { datesText } from '../../src/format/date-time'
import { iconSource, tabIconDataUrl } from '../../src/build/site-icon'
import { expectNoErrors } from './support/browser'
import { fixtureContent } from './support/fixture-site'
import { expect, test } from './support/fixtures'

const TAB_ICON = tabIconDataUrl(iconSource())

interface Route {
  path: string
  /** The page's h1. */
  heading: string
  /** Texts the spec quotes (or the content states) that the page must show. */
  texts: string[]
  /** Titles of the collapsible sections, in order (call pages). */
  sections?: string[]
  /** External buttons that open in a new tab. */
  buttons?: string[]
}

// Every expectation is read from the content, so a correct edit of data/ never fails this test.
const content = loadContent()
const { pages, site: siteData } = content
const edition = content.currentEdition.edition
const fill = (text: string) => fillTemplate(text, edition)
// The organisation carousel is the home page's, when the current edition has organisers (the
// archive pages list them as names, decision 0091): tested on the fixture site, whose current edition
// has three whatever the real one holds today (decision 0095).
const organisers = fixtureContent.currentEdition.committees?.organising ?? []

// The buttons a call page shows as built a moment ago: its forms only while the call is open (decision 0172).
function shownButtons(actions: ReturnType<typeof callPageProps>['actions']) {
  const open = windowState(actions.window, Date.now()) === 'open'
  return actions.buttons.filter((button) => !button.form || open)
}

function callRoute(page: DeepReadonly<ShownCall>): Route {
  const props = callPageProps(content, page)
  const sections = props.sections.map((section) => section.title)
  // Dates and weights get their own closing section when the call file has none for them.
  if (props.dates.length > 0 && !props.sections.some((section) => section.id === 'datas')) sections.push(props.datesHeading)
  if (props.weights.length > 0 && !props.sections.some((section) => section.id === 'pesos')) sections.push(siteData.ui.callWeights)
  return {
    path: page.call.path,
    heading: props.heading,
    texts: props.subheading ? [props.subheading] : [],
    sections,
    buttons: shownButtons(props.actions).map((b) => b.label),
  }
}
// Every call page, whatever kinds of call the content has (docs/content.md, "Criar uma chamada nova").
const callRoutes = content.callPages.map(callRoute)

const routes: Route[] = [
  {
    path: '/',
    heading: edition.title,
    texts: [
      edition.subtitle,
      datesText(edition.startDate, edition.endDate),
      edition.theme,
      venueLine(edition),
      ...(content.currentEdition.committees?.organising.length ? [fill(pages.home.organisationHeading)] : []),
    ],
  },
  {
    path: '/chamadas',
    heading: fill(pages.calls.heading),
    texts: content.currentEdition.calls.flatMap((call) => [call.card.title, call.card.text]),
  },
  ...callRoutes,
  // Every static page (decision 0132), a new one included: its texts as the content writes them.
  ...Object.entries(pages.staticPages).map(([slug, page]) => ({
    path: `/${slug}`,
    heading: fill(page!.heading),
    texts: [
      ...(page!.updated ? [page!.updated.label] : []),
      ...fillBlocks(page!.blocks ?? [], edition).filter((block) => typeof block === 'string'),
      ...(page!.sections ?? []).map((section) => fill(section.title)),
      ...(page!.button ? [page!.button.label] : []),
    ],
  })),
  {
    path: '/contact',
    heading: fill(pages.contact.heading),
    texts: [siteData.contact.phone, siteData.contact.email, siteData.contact.location, pages.contact.form.submit],
  },
  { path: '/pagina-que-nao-existe', heading: pages.notFound.code, texts: [pages.notFound.message] },
]

async function pageText(page: Page) {
  return (await page.locator('body').innerText()).replace(/\s+/g, ' ')
}

async function expectContent(page: Page, route: Route) {
  const h1 = page.locator('main h1')
  expect(await h1.count()).toBe(1)
  expect((await h1.innerText()).trim()).toBe(route.heading)
  const text = await pageText(page)
  for (const quoted of route.texts) expect(text).toContain(quoted)
  // Closed sections keep their text in the page (find-in-page and no-JS readers reach it).
  if (route.sections) {
    const titles = await page.locator('main details > summary').allInnerTexts()
    expect(titles.map((t) => t.trim())).toEqual(route.sections)
  }
}

/** One h1, no skipped level. */
async function expectHeadingsInOrder(page: Page, route: Route) {
  const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((els) => els.map((el) => Number(el.tagName[1])))
  expect(levels[0], route.path).toBe(1)
  expect(
    levels.filter((l) => l === 1),
    route.path,
  ).toHaveLength(1)
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `${route.path} heading ${i}`).toBeLessThanOrEqual(1)
}

test.describe('static pages', () => {
  // Each route's test below visits it once and checks its content, title and heading levels
  // there; comparing the titles needs them all (decision 0074), in one worker, in order.
  test.describe.configure({ mode: 'default' })
  const titles = new Map<string, string>()
  for (const route of routes) {
    test(`${route.path} shows its texts, its own title and description, in pt-BR, headings in order (one h1, no skipped level), without console errors`, async ({
      openPage,
      siteUrl: site,
    }) => {
      const recorded = await openPage()
      const { page } = recorded
      const response = await page.goto(site + route.path)
      expect(response?.status()).toBe(route.path === '/pagina-que-nao-existe' ? 404 : 200)
      await expectContent(page, route)
      expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR')
      expect((await page.title()).length).toBeGreaterThan(0)
      expect(((await page.locator('meta[name="description"]').getAttribute('content')) ?? '').length).toBeGreaterThan(0)
      // The site's icon is in the page itself (decision 0050): no request for it; drawn from the
      // current edition's logo (decision 0106).
      const icon = (await page.locator('link[rel="icon"]').first().getAttribute('href')) ?? ''
      expect(icon).toBe(await TAB_ICON)
      titles.set(route.path, await page.title())
      await expectHeadingsInOrder(page, route)
      await page.waitForLoadState('networkidle')
      expectNoErrors(recorded, route.path === '/pagina-que-nao-existe' ? [404] : [])
      await recorded.close()
    })
  }

  test('gives every page a different <title>', () => {
    // Run alone (-t), this test has no titles to compare and fails here rather than pass.
    expect([...titles.keys()].sort(), 'titles seen by the tests of each route above').toEqual(routes.map((r) => r.path).sort())
    expect(new Set(titles.values()).size).toBe(routes.length)
    for (const page of content.callPages) {
      expect(titles.get(page.call.path)).toBe(fillTemplate(page.call.title, content.editions[page.year]!.edition, page.call.dates))
    }
  })

  test('shows the full content of every static page with JavaScript disabled', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ javaScriptEnabled: false })
    const { page } = recorded
    for (const route of routes) {
      await page.goto(site + route.path)
      await expectContent(page, route)
    }
    // A closed section still opens by click without any script.
    await page.goto(site + callRoutes[0]!.path)
    const last = page.locator('main details').last()
    await last.locator('summary').click()
    expect(await last.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true)
    expect(await last.locator('.call-section__body').isVisible()).toBe(true)
    await recorded.close()
  })
})

test.describe('home', () => {
  test('runs the organisation carousel: 1 slide, 2 from 600 px, autoplay with a pause control', async ({ openPage, fixtureUrl }) => {
    expect(organisers.length).toBeGreaterThan(2)
    for (const [width, perView] of [
      [599, 1],
      [600, 2],
    ] as const) {
      const recorded = await openPage({ viewport: { width, height: 900 } })
      const { page } = recorded
      await page.goto(fixtureUrl + '/')
      const carousel = page.locator('.organisation [data-carousel]')
      await carousel.and(page.locator('.is-ready')).waitFor({ state: 'attached' })
      const slideWidth = await carousel
        .locator('.swiper-slide')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width)
      const viewWidth = await carousel.locator('.swiper').evaluate((el) => el.getBoundingClientRect().width)
      expect(Math.round(viewWidth / slideWidth)).toBe(perView)
      expect(await carousel.locator('[data-carousel-pause]').isVisible()).toBe(true)
      expectNoErrors(recorded)
      await recorded.close()
    }
  })

  test('turns the carousel from its pagination dots, by pointer and by keyboard, saying which slide is shown', async ({
    openPage,
    fixtureUrl,
  }) => {
    const { goToSlide } = fixtureContent.site.ui
    const recorded = await openPage({ viewport: { width: 390, height: 900 }, reducedMotion: 'reduce' })
    const { page } = recorded
    await page.goto(fixtureUrl + '/')
    const carousel = page.locator('.organisation [data-carousel]')
    await carousel.and(page.locator('.is-ready')).waitFor({ state: 'attached' })
    // One per slide on a phone (one slide per view), each a named button.
    const dots = carousel.getByRole('button', { name: new RegExp(`^${goToSlide} \\d+$`) })
    expect(await dots.count()).toBe(Math.min(organisers.length, 6))
    const current = () => carousel.locator('[aria-current="true"]').getAttribute('aria-label')
    const shownName = () => carousel.locator('.swiper-slide-active .committee__name').textContent()
    expect(await current()).toBe(`${goToSlide} 1`)
    await dots.nth(2).click()
    await expect.poll(current).toBe(`${goToSlide} 3`)
    expect(await shownName()).toBe(fixtureContent.personById(organisers[2]!.person).name)
    await dots.nth(1).focus()
    await page.keyboard.press('Enter')
    await expect.poll(current).toBe(`${goToSlide} 2`)
    await dots.nth(3).focus()
    await page.keyboard.press('Space')
    await expect.poll(current).toBe(`${goToSlide} 4`)
    expect(await shownName()).toBe(fixtureContent.personById(organisers[3]!.person).name)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('does not autoplay the carousel with reduced motion', async ({ openPage, fixtureUrl }) => {
    const recorded = await openPage({ reducedMotion: 'reduce' })
    const { page } = recorded
    await page.goto(fixtureUrl + '/')
    await page.locator('.organisation .is-ready').waitFor({ state: 'attached' })
    expect(await page.locator('.organisation [data-carousel-pause]').isVisible()).toBe(false)
    await recorded.close()
  })
})

test.describe('call pages', () => {
  for (const [path, shown] of content.callPages.map((page) => [page.call.path, page] as const))
    test(`${path} opens with its key dates and its buttons, before the sections, and keeps the buttons at the bottom (decision 0114)`, async ({
      openPage,
      siteUrl: site,
    }) => {
      const props = callPageProps(content, shown)
      const buttons = shownButtons(props.actions)
      const recorded = await openPage({ viewport: { width: 390, height: 900 } })
      const { page } = recorded
      await page.goto(site + path)
      // An earlier edition's call says so before anything else (decision 0114).
      const earlier = page.locator('.call-page__earlier')
      if (props.earlier === null) expect(await earlier.count()).toBe(0)
      else {
        expect(await earlier.textContent()).toBe(props.earlier)
        expect((await earlier.boundingBox())!.y).toBeLessThan((await page.locator('main details').first().boundingBox())!.y)
      }
      // Its dates, its state and its buttons, always: every call has a window (decision 0172).
      const summary = page.locator('.call-page__summary')
      expect(await summary.isVisible()).toBe(true)
      expect(await summary.locator('dt').allTextContents()).toEqual(props.dates.map((d) => d.label))
      const top = summary.locator('.call-page__top-actions a')
      expect(await top.evaluateAll((els) => els.map((el) => [el.getAttribute('href'), el.getAttribute('target')]))).toEqual(
        buttons.map((b) => [b.url, '_blank']),
      )
      expect(await page.locator('.call-page__buttons a').count()).toBe(buttons.length)
      const firstSection = page.locator('main details').first()
      if ((await firstSection.count()) > 0) {
        expect((await summary.boundingBox())!.y).toBeLessThan((await firstSection.boundingBox())!.y)
      }
      expectNoErrors(recorded)
      await recorded.close()
    })

  test('start with every section closed; a click opens and a second click closes', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage()
    const { page } = recorded
    const route = callRoutes[0]!
    await page.goto(site + route.path)
    const open = await page.locator('main details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open))
    expect(open.length).toBe(route.sections!.length)
    expect(open.every((o) => !o)).toBe(true)
    const section = page.locator('main details').last()
    expect(await section.locator('.call-section__body').isVisible()).toBe(false)
    await section.locator('summary').click()
    expect(await section.locator('.call-section__body').isVisible()).toBe(true)
    await section.locator('summary').click()
    expect(await section.locator('.call-section__body').isVisible()).toBe(false)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('toggles a section from the keyboard with Enter and Space', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage()
    const { page } = recorded
    // A page whose dates sit in a section of their own ('datas').
    const shown = content.callPages.find((p) => p.call.dates.length > 0 && p.call.sections.some((s) => s.id === 'datas'))!
    await page.goto(site + shown.call.path)
    const section = page.locator('details#datas')
    const isOpen = () => section.evaluate((el) => (el as HTMLDetailsElement).open)
    await section.locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await isOpen()).toBe(true)
    const firstDate = callPageProps(content, shown).dates[0]!
    expect(await section.getByText(firstDate.when).first().isVisible()).toBe(true)
    await page.keyboard.press('Space')
    expect(await isOpen()).toBe(false)
    await page.keyboard.press('Space')
    expect(await isOpen()).toBe(true)
    // The summary is a comfortable touch target.
    const box = await section.locator('summary').boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    await recorded.close()
  })

  test('opens the external buttons in a new tab', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage()
    const { page } = recorded
    for (const route of routes.filter((r) => r.buttons)) {
      await page.goto(site + route.path)
      for (const name of route.buttons!) {
        const button = page.locator('.call-page__buttons a', { hasText: name })
        expect(await button.count(), `${route.path} ${name}`).toBe(1)
        expect(await button.getAttribute('href')).toMatch(/^https:\/\//)
        expect(await button.getAttribute('target')).toBe('_blank')
        expect(await button.getAttribute('rel')).toBe('noopener noreferrer')
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(24)
      }
    }
    await recorded.close()
  })
})

test.describe('notices, contact and not-found', () => {
  test('/registration links to the registration search', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage()
    await recorded.page.goto(site + '/registration')
    expect(await recorded.page.locator('main a[href="/busca/inscricao"]').count()).toBe(1)
    await recorded.close()
  })

  test('/contact posts a form with the four required fields to the form service', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ javaScriptEnabled: false })
    const { page } = recorded
    await page.goto(site + '/contact')
    const form = page.locator('main form')
    expect(await form.getAttribute('method')).toMatch(/^post$/i)
    expect(await form.getAttribute('action')).toMatch(/^https:\/\/formspree\.io\//)
    const labels = pages.contact.form
    for (const label of [labels.firstName, labels.lastName, labels.email, labels.message]) {
      const field = page.getByLabel(label, { exact: false })
      expect(await field.count(), label).toBe(1)
      expect(await field.evaluate((el) => (el as HTMLInputElement).required), label).toBe(true)
    }
    expect(await page.getByLabel(labels.email, { exact: false }).getAttribute('type')).toBe('email')
    const submit = page.getByRole('button', { name: labels.submit })
    expect(await submit.getAttribute('type')).toBe('submit')
    // The browser refuses the empty form without any script.
    await submit.click()
    expect(await form.evaluate((el) => (el as HTMLFormElement).checkValidity())).toBe(false)
    expect(page.url()).toBe(site + '/contact')
    await recorded.close()
  })
})
