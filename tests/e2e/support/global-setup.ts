import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { startSite } from '../../../src/server/start'
import { CHROMIUM } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    browserEndpoint: string
  }
}

// One server for the whole e2e run over the site built before the tests; port 0 = any free port.
// One browser too, which every test file connects to (support/browser.ts).
export default async function setup(project: TestProject) {
  const site = await startSite({ port: 0, root: process.env.SERCOMP_OUT_DIR ?? 'dist', demoApi: { slowMs: 20_000, delayMs: 1_500 } })
  const browser = await chromium.launchServer({ ...CHROMIUM, host: '127.0.0.1' })
  project.provide('siteUrl', site.url)
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await site.close()
  }
}
