// The one rule behind robots noindex and sitemap.xml; a page with nothing to show keeps its address but is not indexed.
import type { Content } from '../content/load-content'
import { isLiveShell } from './built-pages'

type StaticPage = NonNullable<Content['pages']['staticPages'][string]>

/** A static page with its title alone (the spec's /technology-fair) has nothing to read. */
const hasBody = (page: StaticPage) => Boolean(page.blocks || page.sections || page.button || page.updated)

export function isIndexable(content: Content, urlPathname: string): boolean {
  // The live pages answer per person (receipts by user id).
  if (isLiveShell(urlPathname)) return false
  const { pages } = content
  // The lists fall back on an earlier edition's (content/shown-lists.ts): empty only when no edition has one.
  if (urlPathname === pages.committee.path) return Object.values(content.committeeLists).some((list) => list !== null)
  if (urlPathname === pages.partners.path) return content.partnerList !== null
  const slug = urlPathname.slice(1)
  const page = Object.hasOwn(pages.staticPages, slug) ? pages.staticPages[slug] : undefined
  // What the content cannot say by itself (a closed shop's notice) is written: `indexed: false`.
  if (page) return hasBody(page) && page.indexed !== false
  return true
}
