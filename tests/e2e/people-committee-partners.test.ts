// /comite and /parceiros as grids (decision 0115). The grids are checked on the fictional fixture
// site with every person a monitor and stand-in photos and logos (decision 0095), built here, so
// they run whatever the real content holds; the real site's pages are checked for what its current
// edition has: the grid's members, or the page's "not announced yet" text.
import path from 'node:path'
import type { Locator } from '@playwright/test'
import { fillTimedText } from '../../src/components/edition-template'
import { textAt } from '../../src/components/timed'
import { loadContent, type Content } from '../../src/content/load-content'
import { personPath } from '../../src/publishing/item-paths'
import { startSite } from '../../src/server/start'
import { buildCopy, type ContentCopy } from '../fixtures/content/content-copy'
import { fixtureWithFaces } from '../fixtures/content/fixture-faces'
import { avatarName } from './support/avatar'
import { axeScan } from './support/axe'
import { expectNoErrors, type OpenPage } from './support/browser'
import { expect, test } from './support/fixtures'

const real = loadContent()

const displayName = (content: Content, id: string) => {
  const person = content.personById(id)
  return person.honorific ? `${person.honorific} ${person.name}` : person.name
}

// Every test visits the build its beforeAll made once.
test.describe.configure({ mode: 'default' })

let copy: ContentCopy
let content: Content
let site: { url: string; close: () => Promise<void> }
test.beforeAll(async () => {
  copy = await fixtureWithFaces()
  const build = buildCopy(copy)
  if (build.status !== 0) throw new Error(`build of the fixture site failed:\n${build.output}`)
  content = loadContent(copy.root)
  site = await startSite({ port: 0, root: path.dirname(build.client) })
})
test.afterAll(async () => {
  await site?.close()
  copy?.remove()
})

// Decision 0115: grids without script, so every check runs with JavaScript off too.
async function open(openPage: OpenPage, path: string, width: number, javaScriptEnabled = true) {
  const recorded = await openPage({ viewport: { width, height: 900 }, javaScriptEnabled })
  await recorded.page.goto(site.url + path)
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

const edition = () => content.currentEdition
const monitors = () => edition().committees?.monitors ?? []
const partners = () => edition().partners?.partners ?? []

test.describe('the fixture site with faces and logos', () => {
  test("has every list the current edition's, enough monitors and partners for every column and a logo for all partners but one", () => {
    for (const list of [...Object.values(content.committeeLists), content.partnerList]) expect(list?.year).toBe(edition().year)
    expect(monitors().length).toBeGreaterThanOrEqual(7)
    expect(edition().committees?.organising.length).toBeGreaterThan(0)
    expect(monitors().every((m) => content.personById(m.person).photo)).toBe(true)
    expect(partners().length).toBeGreaterThanOrEqual(5)
    expect(partners().filter((p) => !p.logo)).toHaveLength(1)
  })
})

// Every committee of the current edition, in the page's order, with what each card says under the
// name: the organiser's role, the area of the programme committee or of the monitor (decision 0115),
// nothing for the members of another committee.
const committeeGroups = () => {
  const { committees } = edition()
  const roles = content.site.ui.roles
  return [
    { heading: roles.organising, members: (committees?.organising ?? []).map((m) => ({ person: m.person, area: m.role })) },
    { heading: roles.programmeCommittee, members: (committees?.programme ?? []).map((m) => ({ person: m.person, area: m.area })) },
    { heading: roles.monitor, members: (committees?.monitors ?? []).map((m) => ({ person: m.person, area: m.area })) },
    ...(committees?.others ?? []).map((other) => ({
      heading: other.title,
      members: other.members.map((person) => ({ person, area: null })),
    })),
  ].filter((group) => group.members.length > 0)
}

test.describe('/comite', () => {
  for (const [width, js, [fewest, most]] of [
    [390, true, [2, 2]],
    [1366, true, [4, 6]],
    [390, false, [2, 2]],
  ] as const)
    test(`at ${width} px (JavaScript ${js}) shows every member of every committee at once, name, role or area and photo whole, in ${JSON.stringify([fewest, most])} columns`, async ({
      openPage,
    }) => {
      const groups = committeeGroups()
      expect(groups.length).toBeGreaterThan(1)
      const recorded = await open(openPage, '/comite', width, js)
      const { page } = recorded
      expect(await page.locator('h1').textContent()).toBe(content.pages.committee.heading)
      expect(await page.locator('.page-header__lead').textContent()).toBe(`${edition().edition.title} (${edition().edition.year})`)
      expect(await page.locator('.carousel, .swiper, [data-carousel]').count()).toBe(0)
      expect(await page.locator('.programme-page__empty').count()).toBe(0)
      const lists = page.locator('.committee')
      expect(await lists.count()).toBe(groups.length)
      for (const [g, group] of groups.entries()) {
        const list = lists.nth(g)
        expect(await list.getAttribute('aria-label')).toBe(group.heading)
        expect(await page.locator('main h2').nth(g).textContent()).toBe(group.heading)
        const members = list.locator('.committee__member')
        expect(await members.count()).toBe(group.members.length)
        for (const [i, member] of group.members.entries()) {
          const name = displayName(content, member.person)
          expect(await members.nth(i).locator('.committee__name').textContent()).toBe(name)
          if (member.area) expect(await members.nth(i).locator('.committee__area').textContent()).toBe(member.area)
          else expect(await members.nth(i).locator('.committee__area').count()).toBe(0)
          expect(await avatarName(members.nth(i).locator('.person-avatar'))).toBe(`${content.site.ui.photoOf} ${name}`)
          const href = await members.nth(i).locator('.committee__name').getAttribute('href')
          if (href !== null) expect(href).toBe(personPath(member.person))
        }
      }
      const total = groups.reduce((n, group) => n + group.members.length, 0)
      const members = page.locator('.committee__member')
      // Every photo is there and drawn, the lazy ones too once scrolled to.
      const photos = members.locator('img.person-avatar')
      expect(await photos.count()).toBe(total)
      for (const photo of await photos.all()) {
        await photo.scrollIntoViewIfNeeded()
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      }
      await page.evaluate(() => scrollTo(0, 0))
      const { inside, columns, cut } = await layout(members, '.committee__name, .committee__area')
      expect(inside).toEqual(Array.from({ length: total }, () => true))
      expect(cut).toEqual([])
      const largest = Math.max(...groups.map((group) => group.members.length))
      expect(columns).toBeGreaterThanOrEqual(fewest)
      expect(columns).toBeLessThanOrEqual(Math.min(largest, most))
      if (js) {
        expect((await axeScan(page)).violations).toEqual([])
        expectNoErrors(recorded)
      }
      await recorded.close()
    })
})

test.describe('/parceiros', () => {
  for (const [width, js, [fewest, most]] of [
    [390, true, [2, 2]],
    [1366, true, [4, 4]],
    [390, false, [2, 2]],
  ] as const)
    test(`at ${width} px (JavaScript ${js}) shows every partner at once, in ${JSON.stringify([fewest, most])} columns, each logo whole in its box`, async ({
      openPage,
    }) => {
      const items = partners()
      const recorded = await open(openPage, '/parceiros', width, js)
      const { page } = recorded
      expect(await page.locator('h1').textContent()).toBe(content.pages.partners.heading)
      expect(await page.locator('.carousel, .swiper, [data-carousel]').count()).toBe(0)
      const cards = page.locator('.partner')
      expect(await cards.count()).toBe(items.length)
      const { inside, columns, cut } = await layout(cards, '.partner__name')
      expect(inside).toEqual(items.map(() => true))
      expect(cut).toEqual([])
      expect(columns).toBeGreaterThanOrEqual(fewest)
      expect(columns).toBeLessThanOrEqual(Math.min(most, items.length))
      // Every logo drawn, the lazy ones too once scrolled to.
      const logos = cards.locator('img')
      expect(await logos.count()).toBe(items.filter((p) => p.logo).length)
      for (const logo of await logos.all()) {
        await logo.scrollIntoViewIfNeeded()
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      }
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
      if (js) {
        expect((await axeScan(page)).violations).toEqual([])
        expectNoErrors(recorded)
      }
      await recorded.close()
    })

  test('shows each partner: logo with alt text or its name, linked only when it has a link', async ({ openPage }) => {
    const items = partners()
    const recorded = await open(openPage, '/parceiros', 1366)
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

// The real site: the current edition's members and partners in the grids, or, while it has published
// none, its "not announced yet" text above the latest earlier edition's, or that text alone.
test.describe('the real site', () => {
  const current = real.currentEdition
  const committeeCount = Object.values(real.committeeLists).reduce(
    (n, list) => n + (list?.items ?? []).reduce((m, item) => m + ('members' in item ? item.members.length : 1), 0),
    0,
  )
  for (const [route, texts, card, count, published] of [
    [
      '/comite',
      real.pages.committee,
      '.committee__member',
      committeeCount,
      Object.values(real.committeeLists).some((list) => list?.year === current.year),
    ],
    ['/parceiros', real.pages.partners, '.partner', real.partnerList?.items.length ?? 0, real.partnerList?.year === current.year],
  ] as const)
    test(`${route} shows the current edition's list, or says it is not out yet above the earlier one's`, async ({
      openPage,
      siteUrl: realSite,
    }) => {
      const recorded = await openPage()
      await recorded.page.goto(realSite + route)
      expect(await recorded.page.locator('h1').textContent()).toBe(texts.heading)
      expect(await recorded.page.locator(card).count()).toBe(count)
      const empty = recorded.page.locator('.programme-page__empty').filter({ visible: true })
      if (published) expect(await empty.count()).toBe(0)
      else expect(await empty.textContent()).toBe(textAt(fillTimedText(texts.empty, current.edition), Date.now()))
      expectNoErrors(recorded)
      await recorded.close()
    })
})
