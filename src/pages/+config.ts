import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'pt-BR',
  // No vike client runtime on any page: React and MUI run at build time, the browser gets each page's +client.ts
  // (the live pages hydrate their React island there, decision 0065), so no client router or map of every page ships.
  clientHooks: false,
} satisfies Config
