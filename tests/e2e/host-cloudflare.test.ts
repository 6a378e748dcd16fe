// Cloudflare Pages, run by its real local runtime (`wrangler pages dev`, reading _redirects and _headers).
import { startWrangler } from './support/hosts'
import { describeHost } from './support/host-suite'

describeHost('Cloudflare Pages (wrangler pages dev)', (dir) => startWrangler(dir), { headers: true, compression: true })
