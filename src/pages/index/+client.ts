import { initCarousels } from '../../client/carousel'
import { initCountdown } from '../../client/countdown'
import { inTurn } from '../../client/in-turn'
import { initNavigation } from '../../client/navigation'
import { initNowNext } from '../../client/now-next'

// One start-up step per task (decision 0021).
await inTurn([initNavigation, initCountdown, initCarousels, initNowNext])
