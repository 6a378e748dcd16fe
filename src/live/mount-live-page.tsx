import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { initNavigation } from '../client/navigation'
import { createEmotionCache } from '../theme/emotion-cache'
import { theme } from '../theme/theme'
import type { LiveContent } from './live-content'
import { LiveContentContext } from './live-content-context'
import { LiveProviders } from './live-providers'
import { LIVE_ROOT_ID } from './live-shell'

// Called by a live page's +client.ts. The header, footer and global styles are prerendered like
// on every other page; React renders only the live part, without vike's client runtime and its
// map of every page (docs/decisions: live pages' JavaScript).
export function mountLivePage(Page: ComponentType) {
  initNavigation()
  const container = document.getElementById(LIVE_ROOT_ID)
  if (!container) throw new Error(`#${LIVE_ROOT_ID} missing from the live shell`)
  const content = JSON.parse(container.dataset.live ?? 'null') as LiveContent
  // Same key as the prerender: the cache adopts the server's style tags instead of repeating them.
  const cache = createEmotionCache()
  createRoot(container).render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <LiveContentContext.Provider value={content}>
          <LiveProviders>
            <Page />
          </LiveProviders>
        </LiveContentContext.Provider>
      </ThemeProvider>
    </CacheProvider>,
  )
}
