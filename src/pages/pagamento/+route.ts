import type { PageContextClient, PageContextServer } from 'vike/types'
import { parseRegistrationReceiptPath } from '../../live/live-routes'

// A function, not a route string: the ids may be anything and are checked by the page itself.
export default function route(pageContext: PageContextServer | PageContextClient) {
  return parseRegistrationReceiptPath(pageContext.urlParsed.pathnameOriginal) !== null
}
