// Pages for the browser tests: each in a context of its own that records what went wrong, and the
// waits the pages' scripts need. Playwright's `browser` fixture drives them; the context defaults
// (locale, zone, no service worker, no time limit) are playwright.config.ts's.
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'
import { scriptsRan, VIEWPORTS, type PageState } from './page-states'

/** Context options for a test of the offline programme's service worker. */
export const WITH_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'allow' }
const workerAllowed = new WeakSet<BrowserContext>()

export interface RecordedPage {
  page: Page
  /** Console errors and uncaught page errors seen so far. */
  errors: string[]
  /** Every request the page made, as "METHOD url". */
  requests: string[]
  close: () => Promise<void>
}

/** Opens a recorded page in a new context (the `openPage` fixture: its contexts close after the test). */
export type OpenPage = (options?: BrowserContextOptions) => Promise<RecordedPage>

/** A page in a new context, recording its errors and requests (tests get it as the `openPage` fixture). */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<RecordedPage> {
  const context = await browser.newContext(options)
  if (options.serviceWorkers === 'allow') workerAllowed.add(context)
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
export function expectNoErrors(recorded: RecordedPage, allowedHttpStatuses: readonly number[] = []) {
  const unexpected = recorded.errors.filter(
    (line) =>
      !allowedHttpStatuses.some((status) => line.includes(`Failed to load resource: the server responded with a status of ${status}`)),
  )
  expect(unexpected).toEqual([])
}

/**
 * Checks a page state at each viewport of VIEWPORTS, each in a new page that `check` opens; then
 * fails on any console error but the state's expected HTTP statuses. Returns what the checks
 * found, each line labelled "state [viewport]: ".
 */
export async function atEachViewport(
  openPage: OpenPage,
  state: PageState,
  check: (recorded: RecordedPage, where: string) => Promise<string[]>,
): Promise<string[]> {
  const found: string[] = []
  for (const { name, ...device } of VIEWPORTS) {
    const where = `${state.name} [${name}]`
    const recorded = await openPage(device)
    found.push(...(await check(recorded, where)).map((line) => `${where}: ${line}`))
    expectNoErrors(recorded, state.expectedStatuses)
    await recorded.close()
  }
  return found
}

// The pages start their scripts after the first paint (decision 0050), so the load event no
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

/** Waits until the service worker controls the page (it claims it once active). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  // A blocked worker never gets ready: fail now rather than at the runner's hang limit.
  expect(workerAllowed.has(page.context()), 'open the page with WITH_SERVICE_WORKER').toBe(true)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/** goto() that returns at the load event without waiting for the page's scripts (a test that holds them back). */
export function gotoBeforeScripts(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  return (plainGoto.get(page) ?? page.goto.bind(page))(url, options)
}

/**
 * Holds every request to `url` (a glob) until the returned function is called: a state that lasts
 * only while the API answers is then checked however long the machine takes to look.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** A notistack toast showing this text (the page itself may show the same words elsewhere). */
export function toast(page: Page, text: string) {
  return page.locator('.notistack-MuiContent').filter({ hasText: text }).first()
}

// A page's scripts start one animation frame after its first paint has been shown (decision 0050),
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
