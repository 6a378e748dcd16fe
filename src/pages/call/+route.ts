import type { PageContext } from 'vike/types'

// Every call page: the current ones at their call file's `path` (/articles, /hackathon...), an
// earlier edition's at /<year>/chamadas/<kind> (decision 0178). The addresses are content, so the
// server's global context knows them (src/pages/+onCreateGlobalContext.server.ts). A route function
// outranks the static pages' '/@slug', and a folder's own route outranks it.
export default function route(pageContext: Pick<PageContext, 'urlPathname' | 'globalContext'>) {
  const path = pageContext.urlPathname.replace(/(.)\/$/, '$1')
  return pageContext.globalContext.isCallPage?.(path) ? { routeParams: { path } } : false
}
