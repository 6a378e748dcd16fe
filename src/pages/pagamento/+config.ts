import type { Config } from 'vike/types'

// Live page: prerendered as a shell with the site's header and footer; +client.ts mounts React
// on the live part (docs/decisions: live pages, and live pages' JavaScript). Like the static
// pages it runs no vike client hooks, so no client router and no map of every page is shipped.
export default { clientHooks: false } satisfies Config
