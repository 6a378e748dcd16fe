import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'pt-BR',
  // Static pages are HTML only: React and MUI run at build time, the browser gets +client.ts.
  // The live pages (registration search, receipts) turn client hooks back on.
  clientHooks: false,
} satisfies Config
