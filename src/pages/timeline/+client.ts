import { initAgendaChanges } from '../../client/agenda-changes'
import { inTurn } from '../../client/in-turn'
import { initNavigation } from '../../client/navigation'
import { initNowNext } from '../../client/now-next'
import { initOffline } from '../../client/offline'
import { initPrintRoom } from '../../client/print-room'
import { initStars } from '../../client/stars'
import { initTabs } from '../../client/tabs'

// One start-up step per task (decision 0021). The partners are a grid, no carousel (decision 0115).
await inTurn([initNavigation, initTabs, initAgendaChanges, () => initPrintRoom(), initOffline, initNowNext, initStars])
