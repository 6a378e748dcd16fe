/// <reference lib="webworker" />
// The service worker (decision 0060), bundled by scripts/build-offline.ts; workbox-build injects the
// precache list the build wrote into self.__WB_MANIFEST. Pages are network first: online visitors
// always get the published programme; offline, the copy saved last (or the precached one) is shown
// with the time it was saved, marked on <html data-saved-at> for src/client/offline.ts.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

const manifest = self.__WB_MANIFEST
// The precached pages ("/timeline/index.html") are the only pages handled; everything else (the
// live pages, the API, the receipts) goes to the network untouched and is never cached.
const pages = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)).filter((url) => url.endsWith('/index.html'))
const pageKey = (pathname: string) => `${pathname.replace(/\/?$/, '/')}index.html`
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const allowlist = pages.map((url) => new RegExp(`^${escape(url.slice(0, -'index.html'.length).replace(/\/$/, ''))}/?$`))

async function saved(response: Response): Promise<Response> {
  const at = Date.parse(response.headers.get('date') ?? '') || Date.now()
  const html = (await response.text()).replace('<html', `<html data-saved-at="${at}"`)
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }
  const csp = response.headers.get('content-security-policy')
  if (csp) headers['content-security-policy'] = csp
  return new Response(html, { status: 200, headers })
}

const network = new NetworkFirst({
  cacheName: 'sercomp-paginas',
  networkTimeoutSeconds: 6,
  plugins: [
    { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(new URL(pageKey(new URL(request.url).pathname), self.location.origin).href) },
    { cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null) },
    // Only called when the network failed or was too slow: the answer is the saved copy.
    { cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? saved(cachedResponse) : undefined) },
    {
      handlerDidError: async ({ request }) => {
        const precached = await matchPrecache(pageKey(new URL(request.url).pathname))
        return precached ? saved(precached) : undefined
      },
    },
  ],
})

void self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()
registerRoute(new NavigationRoute(network, { allowlist }))
precacheAndRoute(manifest)
