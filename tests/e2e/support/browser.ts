import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { expect } from 'vitest'

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
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
    (line) => !allowedHttpStatuses.some((status) => line.includes(`Failed to load resource: the server responded with a status of ${status}`)),
  )
  expect(unexpected).toEqual([])
}

/** A notistack toast showing this text (the page itself may show the same words elsewhere). */
export function toast(page: Page, text: string) {
  return page.locator('.notistack-MuiContent').filter({ hasText: text }).first()
}
