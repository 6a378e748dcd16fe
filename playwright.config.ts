import { defineConfig } from '@playwright/test'
import { CHROMIUM } from './tests/e2e/support/chromium'

const CI = Boolean(process.env.CI)
// Half an hour: only a hang reaches it, never a slow machine (docs/performance.md, "Time limits").
const HANG_LIMIT_MS = 30 * 60_000

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  // Builds the fixture site and starts the demo API the host build calls, before any worker starts.
  globalSetup: './tests/e2e/support/global-setup.ts',
  // The one limit of every test, hook and fixture: it catches a hang, never a slow machine. No test sets its own.
  timeout: HANG_LIMIT_MS,
  // A web-first assertion or expect.poll waits for a page to change as long as a loaded machine takes.
  expect: { timeout: 120_000 },
  // Each test runs wherever a worker is free, here and across the CI's shards; a file whose tests
  // share a build or a page made once (its beforeAll) keeps them together with mode 'default'.
  fullyParallel: true,
  // The browser tests mostly wait (page loads, animations, the API's 15 s timeout): three files at
  // once on two cores (decision 0074); CI's runners take Playwright's default.
  workers: CI ? undefined : 3,
  forbidOnly: CI,
  // A flaky test is a defect: CI retries a failed test once only to record its trace, and still fails.
  // Here a trace is one flag away (--trace on): recording every test's cost 40% more time.
  retries: CI ? 1 : 0,
  failOnFlakyTests: CI,
  reporter: CI ? [['github'], ['dot']] : 'list',
  use: {
    launchOptions: CHROMIUM,
    // A visitor abroad: the pages must say Fortaleza's dates and times whatever the browser's zone.
    locale: 'pt-BR',
    timezoneId: 'Asia/Tokyo',
    // The offline programme's worker precaches about seventy files at the first visit of each new
    // context, more than the page itself costs: only the tests of the worker allow it (WITH_SERVICE_WORKER).
    serviceWorkers: 'block',
    // An action or a page load waits as long as the machine takes; only the hang limit ends it.
    actionTimeout: 0,
    navigationTimeout: 0,
    trace: 'on-first-retry',
  },
  projects: [
    // The site as a host publishes it, its API on another origin: built once, only for the host tests.
    { name: 'host-build', testMatch: 'host-build.setup.ts' },
    { name: 'hosts', testMatch: 'host-*.test.ts', dependencies: ['host-build'] },
    { name: 'site', testIgnore: 'host-*.test.ts' },
  ],
})
