import { initCarousels } from '../../client/carousel'
import { initCategorySwitch } from '../../client/category-switch'
import { initNavigation } from '../../client/navigation'
import { initOffline } from '../../client/offline'

initNavigation()
// Carousels first, while every category is visible and can be measured; then the switch hides
// all but the default one.
initCarousels()
initCategorySwitch()
initOffline()
