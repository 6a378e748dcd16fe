import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'pt-BR',
  favicon: '/favicon.png',
  passToClient: ['data'],
} satisfies Config
