import { initCarousels } from '../../client/carousel'
import { inTurn } from '../../client/in-turn'
import { initNavigation } from '../../client/navigation'
import { initNowNext } from '../../client/now-next'
import { initOffline } from '../../client/offline'
import { initStars } from '../../client/stars'
import { initTabs } from '../../client/tabs'

// One start-up step per task (decision 0073).
await inTurn([initNavigation, initTabs, initCarousels, initOffline, initNowNext, initStars])
