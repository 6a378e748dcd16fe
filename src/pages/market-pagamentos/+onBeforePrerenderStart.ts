import { SHELLS } from '../../live/live-routes'

// The one URL prerendered for this live page; hosts rewrite the real URLs to it.
export default function onBeforePrerenderStart() {
  return [SHELLS.marketReceipt]
}
