import { defineConfig } from 'vitest/config'

// Half an hour: only a hang reaches it, never a slow machine (docs/performance.md, "Time limits").
const HANG_LIMIT_MS = 30 * 60_000

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/{support,fixtures}/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // Vitest's default on two cores is one worker (cores - 1): the unit tests ran one file at a
          // time while the other core idled, except in the few files that spawn a build.
          maxWorkers: 2,
          // The files share their worker's module cache (tests/unit/setup.ts empties the document
          // between files): importing React, MUI and the content loader again for each of 70 files
          // was a third of the unit tests' CPU time (decision 0074).
          isolate: false,
          // Worker threads instead of child processes: 12% less CPU for the same files (decision 0074).
          pool: 'threads',
          // The one time limit of every test and hook (docs/performance.md): it catches a hang, never
          // a slow machine. No test sets its own.
          testTimeout: HANG_LIMIT_MS,
          hookTimeout: HANG_LIMIT_MS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: HANG_LIMIT_MS,
          hookTimeout: HANG_LIMIT_MS,
          // expect.poll waits for a page to change (default 1 s): as long as a loaded machine takes.
          expect: { poll: { timeout: 120_000 } },
          // One Chromium per worker (support/browser.ts). The browser tests mostly wait
          // (page loads, animations, the API's 15 s timeout): three files at once (decision 0074).
          maxWorkers: 3,
          // Only tests marked concurrent use it: the page-state visits of a11y.test.ts.
          maxConcurrency: 2,
          // As for the unit files: the content loader, Playwright and axe imported once per worker,
          // not once per file (decision 0074).
          isolate: false,
          // The browser tests run after the unit tests, not against them for the two cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
