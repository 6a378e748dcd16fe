import { initNavigation } from '../../client/navigation'
import { initOffline } from '../../client/offline'

// The page is kept for offline use on the event days (decision 0060): a visit here registers the
// worker as a visit to the programme does.
initNavigation()
initOffline()
