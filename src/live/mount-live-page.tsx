import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { initNavigation } from '../client/navigation'
import type { LiveContent } from './live-content'
import { ClockContext } from '../components/timed'
import { LiveContentContext } from './live-content-context'
import { LIVE_ROOT_ID } from './live-shell'

// Called by a live page's +client.ts. The header, footer and the live page's first state are
// prerendered; React hydrates only the live part, without vike's client runtime (decision 0065),
// MUI or emotion (decision 0065).
export function mountLivePage(Page: ComponentType) {
  initNavigation()
  const container = document.getElementById(LIVE_ROOT_ID)
  if (!container) throw new Error(`#${LIVE_ROOT_ID} missing from the live shell`)
  const content = JSON.parse(container.dataset.live ?? 'null') as LiveContent
  hydrateRoot(
    container,
    <LiveContentContext.Provider value={content}>
      <ClockContext value={content.clock}>
        <Page />
      </ClockContext>
    </LiveContentContext.Provider>,
  )
}
