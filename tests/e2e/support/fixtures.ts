// The browser tests' `test`: Playwright's, with the sites they visit served by each worker and pages
// that record what went wrong. Import `test` and `expect` from here.
import { test as base } from '@playwright/test'
import { startSite } from '../../../src/server/start'
import { copyContent, type ContentCopy } from '../../fixtures/content/content-copy'
import { FIXTURE_ROOT } from '../../fixtures/content/fixture-root'
import { newPage, type OpenPage, type RecordedPage } from './browser'
import { FIXTURE_OUT } from './fixture-site'
import { HOST_API_ENV } from './host-build'

interface Sites {
  /** The real content's build (`npm run build`, dist/), with the demo API on its origin. */
  siteUrl: string
  /** The fixture site's build (support/global-setup.ts), with the demo API on its origin. */
  fixtureUrl: string
  /** The demo API on its own origin, which the host build calls (support/host-build.ts). */
  hostApiUrl: string
}

// The demo API as the live pages' tests expect it: a slow answer takes 20 s, every answer 1.5 s.
const demoApi = { slowMs: 20_000, delayMs: 1_500 }

const served =
  (root: string) =>
  async ({}, use: (url: string) => Promise<void>) => {
    const site = await startSite({ port: 0, root, demoApi })
    await use(site.url)
    await site.close()
  }

interface PerTest {
  openPage: OpenPage
  /** A fresh copy of the fixture site's content at each call, to edit as an organiser would; removed after the test. */
  fixtureCopy: () => ContentCopy
}

export const test = base.extend<PerTest, Sites>({
  siteUrl: [served(process.env.SERCOMP_OUT_DIR ?? 'dist'), { scope: 'worker' }],
  fixtureUrl: [served(FIXTURE_OUT), { scope: 'worker' }],
  hostApiUrl: [({}, use) => use(process.env[HOST_API_ENV]!), { scope: 'worker' }],
  // Each page in a context of its own, closed once the test is over.
  openPage: async ({ browser }, use) => {
    const opened: RecordedPage[] = []
    await use(async (options) => {
      const recorded = await newPage(browser, options)
      opened.push(recorded)
      return recorded
    })
    await Promise.all(opened.map((recorded) => recorded.close()))
  },
  fixtureCopy: async ({}, use) => {
    const copies: ContentCopy[] = []
    await use(() => {
      const copy = copyContent(FIXTURE_ROOT)
      copies.push(copy)
      return copy
    })
    for (const copy of copies) copy.remove()
  },
})

export { expect } from '@playwright/test'
