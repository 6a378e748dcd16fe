import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { scriptsRan } from '../../../scripts/bench/page-states'
import { CHROMIUM } from './chromium'

// One Chromium serves the whole e2e run (started by global-setup.ts): a test file connects to it
// and works in its own contexts, which share no cookies, storage or cache. `close()` on the
// connection closes the file's contexts and disconnects; the browser stays for the next file.
// Starting a browser per file cost more than most files' tests (docs/performance.md).
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'))
}

/**
 * A browser of the file's own, for the files that copy to the clipboard and read it back: a
 * browser has one clipboard for all its contexts, and files run side by side. `close()` ends it.
 */
export async function launchBrowserWithOwnClipboard(): Promise<Browser> {
  return chromium.launch(CHROMIUM)
}

export interface RecordedPage {
  page: Page
  /** Console errors and uncaught page errors seen so far. */
  errors: string[]
  /** Every request the page made, as "METHOD url". */
  requests: string[]
  close: () => Promise<void>
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<RecordedPage> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'Asia/Tokyo', ...options })
  if (options.javaScriptEnabled !== false) {
    context.on('page', goesToPagesOnceTheirScriptsRan)
  }
  const page = await context.newPage()
  const errors: string[] = []
  const requests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
  return { page, errors, requests, close: () => context.close() }
}

// The browser itself logs an error line for every HTTP error answer; a fault test that provokes
// one may list the statuses it expects. Anything else fails.
export function expectNoErrors(recorded: RecordedPage, allowedHttpStatuses: number[] = []) {
  const unexpected = recorded.errors.filter(
    (line) =>
      !allowedHttpStatuses.some((status) => line.includes(`Failed to load resource: the server responded with a status of ${status}`)),
  )
  expect(unexpected).toEqual([])
}

// The pages start their scripts after the first paint (decisions 0072, 0075), so the load event no
// longer waits for them as it waited for module scripts. A test's goto(), reload(), goBack() and
// goForward() return once they have run, as before; gotoAtPausedTime, whose paused clock holds
// animation frames, uses the plain goto.
const plainGoto = new WeakMap<Page, Page['goto']>()
function goesToPagesOnceTheirScriptsRan(page: Page) {
  const goto = page.goto.bind(page)
  plainGoto.set(page, goto)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await scriptsRan(page)
    return response
  }
  for (const name of ['reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page)
    page[name] = async (options) => {
      const response = await navigate(options)
      await scriptsRan(page)
      return response
    }
  }
}

/** goto() that returns at the load event without waiting for the page's scripts (a test that holds them back). */
export function gotoBeforeScripts(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  return (plainGoto.get(page) ?? page.goto.bind(page))(url, options)
}

/** A notistack toast showing this text (the page itself may show the same words elsewhere). */
export function toast(page: Page, text: string) {
  return page.locator('.notistack-MuiContent').filter({ hasText: text }).first()
}

// A page's scripts start one animation frame after its first paint has been shown (decision 0075),
// and a paused clock holds animation frames too: the clock stops a little before the instant, and
// once the page has been painted it runs up to it, so the scripts start and then see exactly `time`.
// The install comes a minute before: a busy machine can take more than a second between two calls.
const FRAMES_MS = 100

/** Opens `url` with the page's clock paused at `time` (it then moves only with runFor()), once its scripts have run. */
export async function gotoAtPausedTime(page: Page, url: string, time: number): Promise<void> {
  await page.clock.install({ time: time - 60_000 })
  await page.clock.pauseAt(time - FRAMES_MS)
  await gotoBeforeScripts(page, url)
  // Paint timing is the browser's, not the clock's: the loader's observer has run once this one has.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return
          observer.disconnect()
          resolve()
        }).observe({ type: 'paint', buffered: true }),
      ),
  )
  await page.clock.runFor(FRAMES_MS)
  await scriptsRan(page)
}
