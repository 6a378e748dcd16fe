import { initCategorySwitch } from '../../client/category-switch'
import { inTurn } from '../../client/in-turn'
import { initNavigation } from '../../client/navigation'
import { initOffline } from '../../client/offline'

// One start-up step per task (decision 0021).
await inTurn([initNavigation, initCategorySwitch, initOffline])
