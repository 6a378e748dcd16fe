import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { missingEnginesLine } from '../../../scripts/preflight'
import { startDemoApi } from './demo-api-server'
import { startSite } from '../../../src/server/start'
import { buildCopy, copyContent } from '../../fixtures/content/content-copy'
import { FIXTURE_ROOT } from '../../fixtures/content/fixture-root'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    /** The demo API on its own origin, for the host tests (tests/e2e/host-*.test.ts). */
    hostApiUrl: string
    /**
     * The fictional fixture site (decision 0095) built and served beside the real one, for the tests
     * of behaviour that needs content (a programme, activities, a venue...) whatever the real current
     * edition holds today (decision 0095): its URL, the content root its pages were built from, and
     * its built client folder (the files it serves).
     */
    fixtureUrl: string
    fixtureRoot: string
    fixtureClient: string
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
  // Built once for every file that uses it (about 20 s): a copy, so that the build's own files stay
  // out of the fixture's folder.
  const fixture = copyContent(FIXTURE_ROOT)
  const build = buildCopy(fixture)
  if (build.status !== 0) {
    fixture.remove()
    throw new Error(`build of the fixture site (tests/fixtures/content/site) failed:\n${build.output}`)
  }
  const fixtureSite = await startSite({ port: 0, root: path.dirname(build.client), demoApi: { slowMs: 20_000, delayMs: 1_500 } })
  project.provide('fixtureUrl', fixtureSite.url)
  project.provide('fixtureRoot', fixture.root)
  project.provide('fixtureClient', build.client)
  return async () => {
    await site.close()
    await hostApi.close()
    await fixtureSite.close()
    fixture.remove()
  }
}
