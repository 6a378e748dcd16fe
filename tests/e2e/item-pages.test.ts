// Activity and person pages (issue 12): every one built, linked, in the sitemap, with its own
// preview image, Open Graph tags (read by a real Open Graph parser) and JSON-LD; and, in Chromium,
// a talk, a panel with a moderator, a person with roles in two editions, and the share links.
// Every expectation is derived from loadContent(), never from today's titles or counts.
import { archivePath, archiveYears } from '../../src/content/edition-years'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ogs from 'open-graph-scraper'
import sharp from 'sharp'
import { loadContent } from '../../src/content/load-content'
import { itemPageSample } from '../../src/features/item-pages/item-page-sample'
import { activityOgPath, activityPath, personOgPath, personPath } from '../../src/publishing/item-paths'
import { activityPageView, allActivities, personPageView, rolesByPerson } from '../../src/features/item-pages/item-pages-data'
import { confirmedCategories } from '../../src/features/activities/activity-categories-data'
import { itemCalendarPath, programmePath } from '../../src/publishing/export-paths'
import { expectNoErrors } from './support/browser'
import { expect, test } from './support/fixtures'

const client = join(process.env.SERCOMP_OUT_DIR ?? 'dist', 'client')
const content = loadContent()
const { siteUrl, ui } = content.site
const file = (path: string) => join(client, `${path}/index.html`)
const html = (path: string) => readFileSync(file(path), 'utf8')
const activities = allActivities(content)
const people = Object.keys(content.people)
const sample = itemPageSample(content)

function jsonLd(doc: string): any {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(doc)?.[1]
  expect(json, 'a JSON-LD script').toBeTruthy()
  return JSON.parse(json!)
}

test.describe('every activity and every person has its page', () => {
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')

  test('builds one page per activity of every edition and per person, all in the sitemap', () => {
    expect(activities.length).toBeGreaterThan(0)
    const missing = [
      ...activities.map(({ edition, activity }) => activityPath(edition.year, activity.id)),
      ...people.map(personPath),
    ].filter((path) => !existsSync(file(path)) || !sitemap.includes(`<loc>${siteUrl}${path}</loc>`))
    expect(missing).toEqual([])
  })

  test('draws a 1200x630 preview for each activity and each person with an activity, and none for the others', async () => {
    for (const { edition, activity } of activities) {
      expect(await sharp(join(client, activityOgPath(edition.year, activity.id))).metadata()).toMatchObject({
        format: 'png',
        width: 1200,
        height: 630,
      })
    }
    for (const id of people) {
      const withActivity = (rolesByPerson(content).get(id) ?? []).some((role) => role.activity)
      expect(existsSync(join(client, personOgPath(id))), id).toBe(withActivity)
    }
  })
})

test.describe('link previews read by open-graph-scraper, and JSON-LD', () => {
  for (const [path, year, id] of activities.map(
    ({ edition, activity }) => [activityPath(edition.year, activity.id), edition.year, activity.id] as const,
  ))
    test(`${path}`, async () => {
      const view = activityPageView(content, year, id)!
      const doc = html(path)
      const { result, error } = await ogs({ html: doc })
      expect(error).toBe(false)
      expect(result.ogTitle).toContain(view.heading)
      expect(result.ogUrl).toBe(`${siteUrl}${path}`)
      expect(result.ogDescription).toBeTruthy()
      expect(result.ogImage?.[0]).toMatchObject({ url: `${siteUrl}${activityOgPath(year, id)}`, width: '1200', height: '630' })
      expect(result.twitterCard).toBe('summary_large_image')
      const ld = jsonLd(doc)
      expect(ld['@type']).toBe('Event')
      expect(ld.name).toBe(view.heading)
      expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/)
      if (view.activity.when) expect(ld.startDate).toBe(`${view.activity.when.date}T${view.activity.when.start}:00-03:00`)
      expect(ld.location['@type']).toBe('Place')
      expect(ld.superEvent['@id']).toBe(`${siteUrl}/#edicao-${year}`)
      const names = [...view.people, ...view.moderators].map((p) => content.personById(p.id).name)
      expect((ld.performer ?? []).map((p: { name: string }) => p.name).sort()).toEqual([...new Set(names)].sort())
    })

  for (const [path, id] of people.map((id) => [personPath(id), id] as const))
    test(`${path}`, async () => {
      const view = personPageView(content, id)!
      const doc = html(path)
      const { result, error } = await ogs({ html: doc })
      expect(error).toBe(false)
      expect(result.ogTitle).toContain(content.personById(id).name)
      expect(result.ogUrl).toBe(`${siteUrl}${path}`)
      expect(result.ogImage?.[0]?.url).toBe(view.ogImage ? `${siteUrl}${view.ogImage}` : `${siteUrl}/og/${content.site.currentEdition}.png`)
      const ld = jsonLd(doc)
      expect(ld['@type']).toBe('Person')
      expect(ld.name).toBe(content.personById(id).name)
      expect((ld.performerIn ?? []).length).toBe(view.roles.filter((r) => r.activity).length)
    })
})

test.describe('activity and person pages in the browser', () => {
  test('a talk: kind, time, people linked to their pages, agenda file, way back to the programme', async ({ openPage, siteUrl: site }) => {
    expect(sample.talk, 'the content has a talk with a speaker').not.toBeNull()
    const view = activityPageView(content, sample.talk!.year, sample.talk!.id)!
    const recorded = await openPage({ viewport: { width: 390, height: 844 } })
    const { page } = recorded
    await page.goto(site + view.path)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(view.heading)
    expect(await page.locator('.page-header__lead').textContent()).toContain(ui.activityKinds.palestra)
    if (view.activity.when) expect(await page.locator('.item-page__when').textContent()).toContain(view.activity.when.start)
    const back = page.locator('.item-page__back a')
    expect(await back.getAttribute('href')).toBe(programmePath(view.year, content.site.currentEdition))
    // The .ics of the programme item that shows the talk by itself, offered until the item ends (decision 0175).
    const calendar = view.item ? itemCalendarPath(view.year, view.item.id) : null
    const offered = view.item !== null && Date.parse(view.item.endsAt) > Date.now()
    const link = page.locator('a[data-calendar]').filter({ visible: true })
    expect(await link.count()).toBe(offered ? 1 : 0)
    if (offered) expect(await link.getAttribute('href')).toBe(calendar)
    if (calendar) expect((await page.request.get(site + calendar)).status()).toBe(200)
    const speaker = view.people[0]!
    await page.getByRole('link', { name: speaker.name, exact: true }).click()
    await page.waitForURL(`**${personPath(speaker.id)}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(speaker.name)
    expect(await page.locator(`.item-page__roles a[href="${view.path}"]`).count()).toBe(1)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('a panel: the moderator is listed and marked, with a link to their page', async ({ openPage, siteUrl: site }) => {
    expect(sample.panelWithModerator, 'the content has a panel with a moderator').not.toBeNull()
    const view = activityPageView(content, sample.panelWithModerator!.year, sample.panelWithModerator!.id)!
    const recorded = await openPage({ viewport: { width: 1280, height: 900 } })
    const { page } = recorded
    await page.goto(site + view.path)
    const moderator = view.moderators[0]!
    const item = page.locator('.item-page__person', { has: page.locator(`a[href="${personPath(moderator.id)}"]`) })
    expect(await item.locator('.item-page__role').textContent()).toContain(content.site.ui.roles.moderator)
    for (const person of view.people) expect(await page.locator(`.item-page__people a[href="${personPath(person.id)}"]`).count()).toBe(1)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('a person with roles in two editions: every role, newest edition first, each linked', async ({ openPage, siteUrl: site }) => {
    expect(sample.personInTwoEditions, 'someone took part in two editions').not.toBeNull()
    const view = personPageView(content, sample.personInTwoEditions!)!
    const recorded = await openPage({ viewport: { width: 390, height: 844 } })
    const { page } = recorded
    await page.goto(site + view.path)
    const years = await page.locator('[data-edition]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-edition')!))
    expect(years).toEqual([...new Set(view.roles.map((r) => r.year))])
    expect(years).toEqual([...years].sort().reverse())
    expect(years.length).toBeGreaterThanOrEqual(2)
    const links = await page
      .locator('.item-page__roles a')
      .evaluateAll((nodes) => nodes.map((n) => [n.textContent, n.getAttribute('href')]))
    expect(links).toEqual(view.roles.map((r) => [r.text, r.href]))
    for (const href of new Set(view.roles.map((r) => r.href))) expect((await page.request.get(site + href)).status(), href).toBe(200)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('share: the WhatsApp link carries the address, "Copiar link" copies it, the share sheet only where it exists', async ({
    openPage,
    siteUrl: site,
  }) => {
    const view = activityPageView(content, activities[0]!.edition.year, activities[0]!.activity.id)!
    const url = `${siteUrl}${view.path}`
    const recorded = await openPage({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] })
    const { page } = recorded
    await page.goto(site + view.path)
    const share = page.getByRole('region', { name: ui.share })
    const whatsapp = share.getByRole('link', { name: ui.shareWhatsApp })
    const href = new URL((await whatsapp.getAttribute('href'))!)
    expect(href.origin).toBe('https://wa.me')
    expect(href.searchParams.get('text')).toBe(`${view.heading} ${url}`)
    expect(await whatsapp.getAttribute('target')).toBe('_blank')
    await share.getByRole('button', { name: ui.copyLink }).click()
    await expect.poll(() => share.getByRole('status').textContent()).toBe(ui.linkCopied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function')
    expect(await share.getByRole('button', { name: ui.shareOther }).isVisible()).toBe(hasShare)
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('the share sheet button appears and shares the page where the Web Share API exists', async ({ openPage, siteUrl: site }) => {
    const view = personPageView(content, people[0]!)!
    const recorded = await openPage({ viewport: { width: 390, height: 844 } })
    const { page } = recorded
    await page.addInitScript(() => {
      ;(window as any).__shared = null
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          ;(window as any).__shared = data
          return Promise.resolve()
        },
      })
    })
    await page.goto(site + view.path)
    const button = page.getByRole('button', { name: ui.shareOther })
    await button.click()
    expect(await page.evaluate(() => (window as any).__shared)).toEqual({
      title: content.personById(people[0]!).name,
      url: `${siteUrl}${view.path}`,
    })
    expectNoErrors(recorded)
    await recorded.close()
  })

  test('programme items, activity cards, edition pages and committee cards link to these pages', async ({ openPage, siteUrl: site }) => {
    const recorded = await openPage({ viewport: { width: 1280, height: 900 } })
    const { page } = recorded
    const current = content.currentEdition
    // The current programme: each item that shows an activity links to its page.
    await page.goto(`${site}/timeline`)
    const items = current.programme.flatMap((d) => d.items)
    for (const item of items.filter((i) => i.activity)) {
      expect(await page.locator(`[data-event="${item.id}"] .schedule__title a`).getAttribute('href')).toBe(
        activityPath(current.year, item.activity!.id),
      )
    }
    for (const id of items.flatMap((i) => i.parts.map((part) => part.activity.id))) {
      expect(await page.locator(`.schedule__activity a[href="${activityPath(current.year, id)}"]`).count()).toBeGreaterThan(0)
    }
    // Cards of the current edition link to the page; 'Ler mais' is still a <details>.
    const shown = confirmedCategories(current.activities).categories.flatMap((c) => c.activities.map((a) => a.id))
    if (shown.length > 0) {
      await page.goto(`${site}${content.pages.confirmedActivities.path}`)
      const card = page.locator(`.activity-card[data-activity="${shown[0]}"]`).first()
      expect(await card.locator('a.activity-card__link').getAttribute('href')).toBe(activityPath(current.year, shown[0]!))
      const withText = current.activities!.activities.find((a) => shown.includes(a.id) && a.description)
      if (withText) expect(await page.locator(`.activity-card[data-activity="${withText.id}"] details summary`).count()).toBeGreaterThan(0)
    }
    // Earlier editions' pages: each activity's title, and each programme committee member.
    for (const year of archiveYears(content)) {
      const edition = content.editions[year]!
      await page.goto(`${site}${archivePath(year)}`)
      for (const activity of edition.activities?.activities ?? []) {
        const entry = page.locator(`[data-activity="${activity.id}"] a.edition-page__title`)
        expect(await entry.getAttribute('href'), activity.id).toBe(activityPath(edition.year, activity.id))
      }
      for (const member of edition.committees?.programme ?? []) {
        expect(
          await page.locator(`[data-block="comite-programa"] a[href="${personPath(member.person)}"]`).count(),
          member.person,
        ).toBeGreaterThan(0)
      }
    }
    expectNoErrors(recorded)
    await recorded.close()
  })
})
