import { initCarousels } from '../../client/carousel'
import { initCountdown } from '../../client/countdown'
import { initNavigation } from '../../client/navigation'
import { initNowNext } from '../../client/now-next'

initNavigation()
initCountdown()
initCarousels()
initNowNext()
