import { initNavigation } from '../../client/navigation'

initNavigation()
