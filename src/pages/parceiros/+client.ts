import { initCarousels } from '../../client/carousel'
import { inTurn } from '../../client/in-turn'
import { initNavigation } from '../../client/navigation'

// One start-up step per task (decision 0073).
await inTurn([initNavigation, initCarousels])
