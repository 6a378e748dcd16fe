import { initCarousels } from '../../client/carousel'
import { inTurn } from '../../client/in-turn'
import { initNavigation } from '../../client/navigation'
import { initTabs } from '../../client/tabs'

// One start-up step per task (decision 0073).
await inTurn([initNavigation, initTabs, initCarousels])
