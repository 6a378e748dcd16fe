import { livePage } from '../../live/live-shell'
import { RegistrationSearch } from './registration-search'

// The live page's first state, prerendered; +client.ts hydrates it (decision 0065).
export default livePage(RegistrationSearch, 'search')
