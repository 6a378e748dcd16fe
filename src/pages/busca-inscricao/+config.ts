import type { Config } from 'vike/types'

// Live page: rendered in the browser only, prerendered as a shell (docs/decisions: live pages).
export default { ssr: false, clientHooks: true } satisfies Config
