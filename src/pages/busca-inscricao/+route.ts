import type { PageContextClient, PageContextServer } from 'vike/types'
import { parseSearchPath } from '../../live/live-routes'

// A function, not a route string: the ids may be anything and are checked by the page itself.
export default function route(pageContext: PageContextServer | PageContextClient) {
  return parseSearchPath(pageContext.urlParsed.pathnameOriginal) !== null
}
