import type { TestProject } from 'vitest/node'
import { startSite } from '../../../src/server/start'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
  }
}

// One server for the whole e2e run over the site built before the tests; port 0 = any free port.
export default async function setup(project: TestProject) {
  const site = await startSite({ port: 0, root: process.env.SERCOMP_OUT_DIR ?? 'dist', demoApi: { slowMs: 20_000, delayMs: 1_500 } })
  project.provide('siteUrl', site.url)
  return async () => {
    await site.close()
  }
}
