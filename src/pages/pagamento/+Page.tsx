import { livePage } from '../../live/live-shell'
import { RegistrationReceipt } from './registration-receipt'

// The live page's first state, prerendered; +client.ts hydrates it (decision 0065).
export default livePage(RegistrationReceipt, 'receipt')
