import type { TestProject } from 'vitest/node'
import { missingEnginesLine } from '../../../scripts/preflight'
import { startDemoApi } from '../../../src/server/demo-api-server'
import { startSite } from '../../../src/server/start'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    /** The demo API on its own origin, for the host tests (tests/e2e/host-*.test.ts). */
    hostApiUrl: string
  }
}

// One server for the whole e2e run over the site built before the tests; port 0 = any free port.
export default async function setup(project: TestProject) {
  // npm run test:e2e or vitest alone: the same one line as npm test (scripts/preflight.ts).
  const missing = missingEnginesLine()
  if (missing) throw new Error(missing)
  const site = await startSite({ port: 0, root: process.env.SERCOMP_OUT_DIR ?? 'dist', demoApi: { slowMs: 20_000, delayMs: 1_500 } })
  project.provide('siteUrl', site.url)
  const hostApi = await startDemoApi({ port: 0, demoApi: { slowMs: 20_000, delayMs: 1_500 } })
  project.provide('hostApiUrl', hostApi.url)
  return async () => {
    await site.close()
    await hostApi.close()
  }
}
