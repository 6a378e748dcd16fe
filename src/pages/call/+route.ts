import type { PageContext } from 'vike/types'

// Every call page, at its call file's `path` (/articles, /hackathon...): the addresses are content,
// so the server's global context knows them (src/pages/+onCreateGlobalContext.server.ts). A route
// function outranks the static pages' '/@slug', and a folder's own route outranks it.
export default function route(pageContext: Pick<PageContext, 'urlPathname' | 'globalContext'>) {
  const kind = pageContext.globalContext.callKindAt?.(pageContext.urlPathname.replace(/(.)\/$/, '$1'))
  return kind === undefined ? false : { routeParams: { kind } }
}
