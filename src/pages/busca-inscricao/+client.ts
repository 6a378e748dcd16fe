import { mountLivePage } from '../../live/mount-live-page'
import { RegistrationSearch } from './registration-search'

mountLivePage(RegistrationSearch)
