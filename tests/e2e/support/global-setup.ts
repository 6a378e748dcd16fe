// Before any worker starts: the engines are there, the fictional fixture site is built (decision
// 0095), and the demo API the host build calls runs on its own origin (support/host-build.ts).
import { missingEnginesLine } from '../../../scripts/preflight'
import { buildCopy, copyContent } from '../../fixtures/content/content-copy'
import { FIXTURE_ROOT } from '../../fixtures/content/fixture-root'
import { startDemoApi } from './demo-api-server'
import { FIXTURE_OUT } from './fixture-site'
import { HOST_API_ENV } from './host-build'

export default async function globalSetup() {
  // npx playwright test alone: the same one line as npm test (scripts/preflight.ts).
  const missing = missingEnginesLine()
  if (missing) throw new Error(missing)
  const hostApi = await startDemoApi({ port: 0, demoApi: { slowMs: 20_000, delayMs: 1_500 } })
  // The workers inherit it.
  process.env[HOST_API_ENV] = hostApi.url
  // A copy, so that the build's own files stay out of the fixture's folder.
  const fixture = copyContent(FIXTURE_ROOT)
  const build = buildCopy(fixture, { out: FIXTURE_OUT })
  fixture.remove()
  if (build.status !== 0) {
    await hostApi.close()
    throw new Error(`build of the fixture site (tests/fixtures/content/site) failed:\n${build.output}`)
  }
  return () => hostApi.close()
}
