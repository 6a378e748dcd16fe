import { initCarousels } from '../../client/carousel'
import { initNavigation } from '../../client/navigation'
import { initTabs } from '../../client/tabs'

initNavigation()
initTabs()
initCarousels()
