import { initCarousels } from '../../client/carousel'
import { initCategorySwitch } from '../../client/category-switch'
import { inTurn } from '../../client/in-turn'
import { initNavigation } from '../../client/navigation'
import { initOffline } from '../../client/offline'

// One start-up step per task (decision 0073).
await inTurn([
  initNavigation,
  // Carousels first, while every category is visible and can be measured; then the switch hides
  // all but the default one.
  initCarousels,
  initCategorySwitch,
  initOffline,
])
