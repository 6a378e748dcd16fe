import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { initNavigation } from '../client/navigation'
import type { LiveContent } from './live-content'
import { LIVE_ROOT_ID, LiveContentProvider } from './live-content-context'

// A live page's +client.ts: React hydrates the live part only, without vike's client runtime, MUI or emotion (decision 0065).
export function mountLivePage(Page: ComponentType) {
  initNavigation()
  const container = document.getElementById(LIVE_ROOT_ID)
  if (!container) throw new Error(`#${LIVE_ROOT_ID} missing from the live shell`)
  const content = JSON.parse(container.dataset.live ?? 'null') as LiveContent
  hydrateRoot(
    container,
    <LiveContentProvider content={content}>
      <Page />
    </LiveContentProvider>,
  )
}
