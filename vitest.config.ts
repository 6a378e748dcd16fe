import { defineConfig } from 'vitest/config'

// Half an hour: only a hang reaches it, never a slow machine (docs/performance.md, "Time limits").
const HANG_LIMIT_MS = 30 * 60_000

export default defineConfig({
  // The unit tests; the browser tests run on @playwright/test (playwright.config.ts).
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
        },
      },
    ],
  },
})
