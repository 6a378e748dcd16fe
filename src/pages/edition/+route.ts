import type { PageContextServer } from 'vike/types'

// Every archive page, /<year>, from one route (decision 0090): +onBeforePrerenderStart lists the
// years the content has; any other year answers 404 (+data.ts).
export default function route(pageContext: Pick<PageContextServer, 'urlPathname'>) {
  const match = /^\/(\d{4})$/.exec(pageContext.urlPathname)
  return match ? { routeParams: { ano: match[1]! } } : false
}
