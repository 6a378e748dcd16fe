import type { ComponentType, ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import type { LiveContent } from './live-content'
import { LIVE_ROOT_ID, LiveContentProvider } from './live-content-context'

// The live page's first state as real HTML, and the build's texts for the browser in data-live (LiveContent's keys only).
export function LiveShell({ content, kind, children }: { content: LiveContent; kind: 'search' | 'receipt'; children?: ReactNode }) {
  const { search, receipts, registration, market, ui, edition, clock } = content
  const live = { search, receipts, registration, market, ui, edition, clock } satisfies LiveContent
  return (
    <div id={LIVE_ROOT_ID} className={kind === 'receipt' ? 'live-root live-root--receipt' : 'live-root'} data-live={JSON.stringify(live)}>
      <LiveContentProvider content={live}>{children}</LiveContentProvider>
    </div>
  )
}

/** A live page's +Page: `Body` in its shell, with the page's data (decision 0065). */
export function livePage(Body: ComponentType, kind: 'search' | 'receipt') {
  return function Page() {
    return (
      <LiveShell content={useData<LiveContent>()} kind={kind}>
        <Body />
      </LiveShell>
    )
  }
}
