import { initCarousels } from '../../client/carousel'
import { initNavigation } from '../../client/navigation'

initNavigation()
initCarousels()
