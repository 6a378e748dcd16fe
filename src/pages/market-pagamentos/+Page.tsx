import { livePage } from '../../live/live-shell'
import { MarketReceipt } from './market-receipt'

// The live page's first state, prerendered; +client.ts hydrates it (decision 0065).
export default livePage(MarketReceipt, 'receipt')
