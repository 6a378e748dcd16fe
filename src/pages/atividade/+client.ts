import { initNavigation } from '../../client/navigation'
import { initStars } from '../../client/stars'
import { initShare } from '../../features/item-pages/share-client'

initNavigation()
initShare()
initStars()
