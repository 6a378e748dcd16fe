import { mountLivePage } from '../../live/mount-live-page'
import { MarketReceipt } from './market-receipt'

mountLivePage(MarketReceipt)
