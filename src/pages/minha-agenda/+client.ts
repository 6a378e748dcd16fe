import { initInAppHint } from '../../client/in-app-browser'
import { initMyAgenda } from '../../client/my-agenda'
import { initNavigation } from '../../client/navigation'
import { initOffline } from '../../client/offline'

initNavigation()
initOffline()
initMyAgenda()
initInAppHint()
