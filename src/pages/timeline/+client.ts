import { initCarousels } from '../../client/carousel'
import { initNavigation } from '../../client/navigation'
import { initNowNext } from '../../client/now-next'
import { initOffline } from '../../client/offline'
import { initStars } from '../../client/stars'
import { initTabs } from '../../client/tabs'

initNavigation()
initTabs()
initCarousels()
initOffline()
initNowNext()
initStars()
