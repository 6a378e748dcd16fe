import { mountLivePage } from '../../live/mount-live-page'
import { RegistrationReceipt } from './registration-receipt'

mountLivePage(RegistrationReceipt)
