import { initNavigation } from '../../client/navigation'
import { initShare } from '../../features/item-pages/share-client'

initNavigation()
initShare()
