import { initCarousels } from '../../client/carousel'
import { initCountdown } from '../../client/countdown'
import { initNavigation } from '../../client/navigation'

initNavigation()
initCountdown()
initCarousels()
