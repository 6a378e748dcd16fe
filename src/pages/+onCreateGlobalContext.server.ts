import type { GlobalContextServer } from 'vike/types'
import { loadContent } from '../content/load-content'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- vike's own way to type what a hook adds to its global context
  namespace Vike {
    interface GlobalContext {
      /** Whether a call page is at this address (src/pages/call/+route.ts); set on the server only. */
      isCallPage?: (pathname: string) => boolean
    }
  }
}

// Route files also go to the browser, which never loads the content: the call route asks the server
// which addresses are calls' (decision 0132 keeps the static pages' route a plain string for the same reason).
export default function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.isCallPage = (pathname) => {
    const content = loadContent()
    return [...content.callPages, ...content.archiveCallPages].some((page) => page.path === pathname)
  }
}
