import { livePageData } from '../../live/live-content'

export default function data() {
  return livePageData('marketReceipt')
}
