// The site as the host tests publish it: built like a deployment, with VITE_API_URL pointing at the
// demo API on its own origin (started by global-setup.ts), so the live pages call it cross-origin
// as in production. Built once per run, by the setup project the host tests depend on
// (host-build.setup.ts, playwright.config.ts).
import { join } from 'node:path'
import { buildSite } from '../../fixtures/content/content-copy'

/** Where the global setup leaves the host demo API's URL for the workers. */
export const HOST_API_ENV = 'SERCOMP_HOST_API_URL'
const OUT = join(import.meta.dirname, '..', '..', '..', 'dist-hosts')
/** The host build's client folder, what each host serves. */
export const HOST_CLIENT = join(OUT, 'client')

/** The event id the host build is given (the demo API answers for any). */
const HOST_EVENT_ID = 'evento-demo'

export function buildForHosts(apiUrl: string): void {
  const build = buildSite(undefined, { out: OUT, env: { VITE_API_URL: apiUrl, VITE_EVENTO_UUID: HOST_EVENT_ID } })
  if (build.status !== 0) throw new Error(`the host build failed:\n${build.output}`)
}
