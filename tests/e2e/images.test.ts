// Photos and logos as organisers add them (issue 18): a copy of the content with stand-in photos
// and logos (tests/fixtures/content/stand-in-photos.ts) is built and served, whatever today's
// content holds. Checks the published files (derived only, no metadata, within the byte budget)
// and the pages (round avatars, equal cards, logos in their boxes, eager LCP images).
import { archivePath, archiveYears } from '../../src/content/edition-years'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { imageBudgetOf } from '../../scripts/bench/site-bytes'
import { loadContent, type Content } from '../../src/content/load-content'
import { LOGO_BOX } from '../../src/images/image-rules'
import { svgFindings } from '../../src/images/svg-safety'
import { startSite } from '../../src/server/start'
import { buildSite, type Built } from '../fixtures/content/content-copy'
import { standInContent, type StandInContent } from '../fixtures/content/stand-in-photos'
import { expectNoErrors, type OpenPage } from './support/browser'
import { expect, test } from './support/fixtures'

const real = loadContent()
// The committee is a grid (decision 0115); the organisation carousel is the home page's, when the current edition has organisers (the
// archive pages list them as names, decision 0091).
const carousels: [string, string][] = [
  ['/comite', '.committee__member'],
  ...(real.currentEdition.committees?.organising.length ? [['/', '.organisation .committee__member'] as [string, string]] : []),
]
const archives = archiveYears(real).map(archivePath)
// Every test visits the build its beforeAll made once.
test.describe.configure({ mode: 'default' })

let copy: StandInContent
let content: Content
let build: Built
let client: string
let site: { url: string; close: () => Promise<void> }

test.beforeAll(async () => {
  copy = await standInContent()
  content = loadContent(copy.root)
  build = buildSite(copy.root)
  if (build.status !== 0) throw new Error(`build of the content with photos failed:\n${build.output}`)
  client = build.client
  site = await startSite({ port: 0, root: path.dirname(client) })
})

test.afterAll(async () => {
  await site?.close()
  build?.remove()
  copy?.remove()
})

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg|heic|tiff?)$/i
function builtImages(): string[] {
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((f) => IMAGE.test(f))
    .map((f) => path.join(client, f))
}

test.describe('published image files', () => {
  test('are derived WebP versions without EXIF, ICC, XMP or IPTC; no original is copied', async () => {
    const originals = readdirSync(path.join(copy.root, 'public', 'images'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      IMAGE.test(f),
    )
    expect(originals.length).toBeGreaterThan(4)
    const originalBytes = new Set(originals.map((f) => readFileSync(path.join(copy.root, 'public', 'images', f)).toString('base64')))
    const files = builtImages()
    const underImages = files.filter((f) => f.startsWith(path.join(client, 'images') + path.sep))
    expect(underImages.length).toBeGreaterThan(20)
    for (const file of underImages) expect(file).toMatch(/\.webp$/)
    for (const file of files) {
      expect(originalBytes.has(readFileSync(file).toString('base64')), `${file} is an original`).toBe(false)
      if (file.endsWith('.svg')) {
        // Only the project's own favicon: content SVGs are rasterised.
        expect(path.relative(client, file)).toBe('favicon.svg')
        expect(svgFindings(readFileSync(file, 'utf8'))).toEqual([])
        continue
      }
      const meta = await sharp(file).metadata()
      expect({ file: path.relative(client, file), exif: meta.exif, icc: meta.icc, xmp: meta.xmp, iptc: meta.iptc }).toEqual({
        file: path.relative(client, file),
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        iptc: undefined,
      })
    }
  })

  test('each stays within the byte budget per image', () => {
    for (const file of builtImages()) {
      const size = readFileSync(file).length
      const relative = path.relative(client, file)
      expect(size, `${relative}: ${size} bytes`).toBeLessThanOrEqual(imageBudgetOf(relative))
    }
  })

  test('every image a page refers to is in the build', () => {
    const missing: string[] = []
    for (const page of readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(path.join(client, page), 'utf8')
      for (const m of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)) {
        for (const candidate of m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!)) {
          if (candidate.startsWith('/images/') && !readdirSafe(path.join(client, candidate))) missing.push(`${page}: ${candidate}`)
        }
      }
    }
    expect(missing).toEqual([])
  })
})

function readdirSafe(file: string): boolean {
  try {
    readFileSync(file)
    return true
  } catch {
    return false
  }
}

/** The size of an element's content box (a logo on a plate has padding around its box). */
async function contentBox(locator: Locator): Promise<number[]> {
  return locator.evaluate((el) => [parseFloat(getComputedStyle(el).width), parseFloat(getComputedStyle(el).height)])
}

async function open(openPage: OpenPage, route: string, width: number) {
  const recorded = await openPage({ viewport: { width, height: 844 } })
  await recorded.page.goto(site.url + route, { waitUntil: 'load' })
  return recorded
}

/** Every person photo on the page, with its box and its image's natural size, once loaded. */
async function avatars(page: Page) {
  return page.evaluate(async () => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('img.person-avatar')]
    for (const img of imgs) img.loading = 'eager'
    await Promise.all(imgs.map((img) => img.decode().catch(() => undefined)))
    return imgs.map((img) => {
      const box = img.getBoundingClientRect()
      return {
        alt: img.alt,
        width: box.width,
        height: box.height,
        natural: [img.naturalWidth, img.naturalHeight],
        radius: getComputedStyle(img).borderRadius,
      }
    })
  })
}

test.describe('pages with photos and logos', () => {
  // The last test reads what the visits counted.
  test.describe.configure({ mode: 'serial' })
  let shownAvatars = 0
  const routes = ['/', '/comite', '/confirmed-activities', '/timeline']
  for (const width of [390, 1366]) {
    for (const route of routes)
      test(`${route} at ${width} px: every person photo is a circle of its fixed size`, async ({ openPage }) => {
        const recorded = await open(openPage, route, width)
        const found = await avatars(recorded.page)
        shownAvatars += found.filter((a) => a.width > 0).length
        for (const a of found) {
          // Photos in closed tabs or other categories have no box; their files are checked all the same.
          if (a.width > 0) expect(a.height, a.alt).toBeCloseTo(a.width, 0)
          expect(a.natural[0], a.alt).toBe(a.natural[1])
          expect(a.radius, a.alt).toBe('50%')
        }
        expectNoErrors(recorded)
        await recorded.close()
      })
  }

  test('has checked photos on those pages (the copy gives everyone a photo)', () => {
    expect(shownAvatars).toBeGreaterThan(0)
  })

  test('shows no initials where a person has a photo', async ({ openPage }) => {
    const recorded = await open(openPage, '/comite', 1366)
    expect((await avatars(recorded.page)).length).toBeGreaterThan(0)
    expect(await recorded.page.locator('.person-avatar--initials').count()).toBe(0)
    await recorded.close()
  })

  for (const [route, selector] of carousels)
    test(`${route}: the cards of a carousel or grid are all the same height`, async ({ openPage }) => {
      for (const width of [390, 1366]) {
        const recorded = await open(openPage, route, width)
        // Per list: /comite has one grid per committee (decision 0115).
        const lists = await recorded.page.locator(selector).evaluateAll((cards) => {
          const byList = new Map<Element | null, number[]>()
          for (const c of cards) {
            const list = c.closest('ul')
            byList.set(list, [...(byList.get(list) ?? []), Math.round(c.getBoundingClientRect().height)])
          }
          return [...byList.values()]
        })
        expect(lists.flat().length).toBeGreaterThan(1)
        for (const heights of lists) expect(new Set(heights).size, `${route} at ${width}: ${heights.join(', ')}`).toBe(1)
        await recorded.close()
      }
    })

  test('shows the edition logo in the header in its box, and the phone header stays one row', async ({ openPage }) => {
    for (const width of [390, 1366]) {
      const recorded = await open(openPage, '/about', width)
      const logo = recorded.page.locator('.site-header__logo img')
      expect(await contentBox(logo)).toEqual([LOGO_BOX.header.width, LOGO_BOX.header.height])
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const header = (await recorded.page.locator('.site-header').boundingBox())!
      expect(header.height).toBeLessThanOrEqual(80)
      await recorded.close()
    }
  })

  test('shows the current edition logo on the home page beside its text, and each edition logo on its page', async ({ openPage }) => {
    const recorded = await open(openPage, '/', 1366)
    const logo = recorded.page.locator('.home-hero__logo')
    expect(await logo.isVisible()).toBe(true)
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await recorded.close()
    // On a phone the hero would repeat the header's logo right under it.
    const phone = await open(openPage, '/', 390)
    expect(await phone.page.locator('.home-hero__logo').isVisible()).toBe(false)
    await phone.close()
    for (const year of archiveYears(content)) {
      const edition = await open(openPage, archivePath(year), 1366)
      expect(await contentBox(edition.page.locator('.edition-page__logo'))).toEqual([LOGO_BOX.edition.width, LOGO_BOX.edition.height])
      await edition.close()
    }
  })

  // Decision 0050: the page's text is its LCP element; a logo beside it loads after what the first
  // paint needs, so it must neither be preloaded nor take the high priority Chromium gives images in view.
  for (const route of ['/', '/about', ...archives])
    test(`${route}: the logos load with fetchpriority=low and are not preloaded`, async ({ openPage }) => {
      const html = readFileSync(path.join(client, route, 'index.html'), 'utf8')
      expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+as="image"/)
      const recorded = await open(openPage, route, 390)
      const logos = recorded.page.locator('.site-header__logo img, .home-hero__logo, .edition-page__logo')
      expect(await logos.count()).toBeGreaterThan(0)
      for (const logo of await logos.all()) {
        expect(await logo.getAttribute('fetchpriority')).toBe('low')
        expect(await logo.getAttribute('loading')).toBe('eager')
      }
      await recorded.close()
    })

  // On a phone the grid's two columns narrow the box and the logo stays whole in it
  // (people-committee-partners.test.ts); on a wide screen it has its full box.
  test('draws partner logos in their box; a logo made for dark backgrounds gets a dark card', async ({ openPage }) => {
    const recorded = await open(openPage, '/parceiros', 1366)
    const logos = recorded.page.locator('.partner img')
    expect(await logos.count()).toBeGreaterThan(1)
    expect(await contentBox(logos.first())).toEqual([LOGO_BOX.partner.width, LOGO_BOX.partner.height])
    const dark = recorded.page.locator('.partner:has(img[data-dark])')
    expect(await dark.count()).toBeGreaterThan(0)
    expect(await dark.first().evaluate((card) => getComputedStyle(card).backgroundColor)).not.toBe('rgb(255, 255, 255)')
    expect(
      await recorded.page
        .locator('.partner:not(:has(img[data-dark]))')
        .first()
        .evaluate((card) => getComputedStyle(card).backgroundColor),
    ).toBe('rgb(255, 255, 255)')
    await recorded.close()
  })

  test("a person's page on a phone: the photo that opens it is the LCP element, loaded eagerly with fetchpriority=high", async ({
    openPage,
  }) => {
    const person = Object.values(content.people).find((p) => p.photo)!
    const recorded = await open(openPage, `/pessoas/${person.id}`, 390)
    const lcp = await recorded.page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          new PerformanceObserver((list) => {
            const last: (PerformanceEntry & { element?: Element | null }) | undefined = list.getEntries().at(-1)
            resolve(
              last?.element
                ? `${last.element.tagName} ${last.element.getAttribute('loading')} ${last.element.getAttribute('fetchpriority')}`
                : null,
            )
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          // The LCP is buffered once the page has painted: this only ends the wait on one that never does.
          setTimeout(() => resolve(null), 60_000)
        }),
    )
    expect(lcp).toBe('IMG eager high')
    await recorded.close()
  })

  for (const route of ['/confirmed-activities', '/comite', '/parceiros', '/', ...archives])
    test(`${route} on a phone: images in the first view load eagerly, the LCP photo with fetchpriority=high, the rest lazily`, async ({
      openPage,
    }) => {
      const recorded = await open(openPage, route, 390)
      const { page } = recorded
      const lcp = await page.evaluate(
        () =>
          new Promise<{
            tag: string
            logo: boolean
            loading: string | null
            priority: string | null
            area: number
            highArea: number | null
          } | null>((resolve) => {
            const area = (el: Element) => {
              const r = el.getBoundingClientRect()
              return Math.round(r.width * r.height)
            }
            new PerformanceObserver((list) => {
              const last: (PerformanceEntry & { element?: Element | null }) | undefined = list.getEntries().at(-1)
              const el = last?.element ?? null
              const high = document.querySelector('img[fetchpriority="high"]')
              resolve(
                el
                  ? {
                      tag: el.tagName,
                      logo: el.classList.contains('logo-image'),
                      loading: el.getAttribute('loading'),
                      priority: el.getAttribute('fetchpriority'),
                      area: area(el),
                      highArea: high ? area(high) : null,
                    }
                  : null,
              )
            }).observe({ type: 'largest-contentful-paint', buffered: true })
            setTimeout(() => resolve(null), 60_000)
          }),
      )
      // In a grid of equal faces (decision 0115) the browser reports whichever of the first view's
      // equal photos paints first; the one marked high is then one of a tie, never a smaller one.
      // A logo stays low even where it outgrows a short text beside it (an archive page whose
      // theme fits two lines): it comes after the text the first paint shows (decision 0050).
      if (lcp?.tag === 'IMG') {
        expect(lcp.loading).toBe('eager')
        if (lcp.logo) expect(lcp.priority).toBe('low')
        else if (lcp.priority !== 'high') expect(lcp.highArea, 'the LCP image ties with the one marked high').toBe(lcp.area)
      }
      const images = await page.locator('img').evaluateAll((imgs) =>
        imgs.map((img) => {
          const r = img.getBoundingClientRect()
          const inFirstView = r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth
          return {
            alt: img.getAttribute('alt'),
            inFirstView,
            loading: img.getAttribute('loading'),
            priority: img.getAttribute('fetchpriority'),
          }
        }),
      )
      for (const img of images.filter((i) => i.inFirstView)) expect(img.loading, `${route}: ${img.alt} is in the first view`).toBe('eager')
      expect(images.filter((i) => i.priority === 'high').length).toBeLessThanOrEqual(1)
      expect(images.filter((i) => !i.inFirstView && i.loading !== 'lazy').length).toBeLessThanOrEqual(3)
      await recorded.close()
    })
})
