import type { ReactNode } from 'react'
import type { LiveContent } from './live-content'
import { ClockContext } from '../components/timed'
import { LiveContentContext } from './live-content-context'

export const LIVE_ROOT_ID = 'live-page'

// Prerendered in the page's <main>: the live page's first state as real HTML (the search form;
// a receipt's heading and spinner), which the page's +client.ts hydrates, and the texts read from
// data/ at build time for it (React escapes the attribute).
export function LiveShell({ content, kind, children }: { content: LiveContent; kind: 'search' | 'receipt'; children?: ReactNode }) {
  const { search, receipts, registration, market, ui, edition, clock } = content
  const live = { search, receipts, registration, market, ui, edition, clock } satisfies LiveContent
  return (
    <div id={LIVE_ROOT_ID} className={kind === 'receipt' ? 'live-root live-root--receipt' : 'live-root'} data-live={JSON.stringify(live)}>
      <LiveContentContext.Provider value={live}>
        <ClockContext value={live.clock}>{children}</ClockContext>
      </LiveContentContext.Provider>
    </div>
  )
}
