import { useData } from 'vike-react/useData'
import type { LiveContent } from '../../live/live-content'
import { LiveShell } from '../../live/live-shell'
import { MarketReceipt } from './market-receipt'

// The live page's first state, prerendered; +client.ts hydrates it (decision 0065).
export default function Page() {
  return (
    <LiveShell content={useData<LiveContent>()} kind="receipt">
      <MarketReceipt />
    </LiveShell>
  )
}
