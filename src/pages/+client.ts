import { initNavigation } from '../client/navigation'

// Every page without a +client.ts of its own (text, call, archive and error pages): the menu only.
initNavigation()
