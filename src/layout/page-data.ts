import { fillTemplate } from '../components/edition-template'
import type { Clock } from '../components/timed'
import { callWindow, editionBoundaries } from '../content/time'
import { archivePath, archiveYears } from '../content/edition-years'
import { loadContent, type Content } from '../content/load-content'
import { BUILD_INSTANT } from '../content/build-instant'
import { resolveLogo } from '../images/resolve-image'
import { logoRef } from '../images/variants'

// A menu entry's or footer column's `editionLinks`: a link to each archive page, newest first.
const editionLinksOf = (content: Content, label?: string) =>
  label
    ? archiveYears(content).map((year) => ({ label: fillTemplate(label, content.editions[year]!.edition), href: archivePath(year) }))
    : []

/** The menu, each submenu completed: a `callLinks` item's by the current edition's calls in their order. */
export function navigationOf(content: Content) {
  return content.site.navigation.map(({ editionLinks, callLinks, ...item }) => ({
    ...item,
    children: [
      ...item.children,
      ...(callLinks ? content.currentEdition.calls.map((call) => ({ label: call.card.title, href: call.path })) : []),
      ...editionLinksOf(content, editionLinks),
    ],
  }))
}

/** The footer's link columns, completed as the menu's are; a column left with no link is not shown. */
export function footerColumnsOf(content: Content) {
  return content.site.footer.columns
    .map(({ editionLinks, ...column }) => ({ ...column, links: [...column.links, ...editionLinksOf(content, editionLinks)] }))
    .filter((column) => column.links.length > 0)
}

/** When the pages change after the build: the current edition's instants and those of every call a page shows (decision 0172). */
export function siteClock(content: Content, builtAt = BUILD_INSTANT): Clock {
  const calls = [...content.currentEdition.calls, ...content.callPages.map((page) => page.call)]
  return { builtAt, boundaries: editionBoundaries(content.currentEdition.edition, calls.map(callWindow)).filter((t) => t > builtAt) }
}

// What the common layout shows, taken from the content once per page at build time.
function layoutData() {
  const content = loadContent()
  const { site, currentEdition } = content
  const instagram = site.social.find((link) => link.id === 'instagram')
  const logo = resolveLogo(logoRef(currentEdition.edition.logo ?? site.logo), 'header')
  return {
    // The current edition's name beside its logo (the site's own as a fallback), and the congress in full where there is room.
    brand: { name: currentEdition.edition.title, fullName: site.fullName },
    // At 1x and 2x only: sharp enough on 3x phones at 48 px, and a third address costs every page 70 bytes.
    logo: logo ? { ...logo, srcSet: logo.srcSet.split(', ').slice(0, 2).join(', ') } : null,
    navigation: navigationOf(content),
    footer: { ...site.footer, columns: footerColumnsOf(content) },
    contact: site.contact,
    instagram: instagram ? { label: instagram.label, url: instagram.url } : null,
    tagline: currentEdition.edition.theme,
    ui: site.ui,
    clock: siteClock(content),
  }
}

export type LayoutData = ReturnType<typeof layoutData>

/** The page's own <title> and meta description (src/pages/+title.ts and +description.ts read them). */
export interface PageMeta {
  title: string
  description: string
  /** The page's own preview image (site path); default: its edition's. */
  image?: { path: string; alt: string }
  /** The page's own schema.org data (activity and person pages). */
  jsonLd?: unknown
  /** An Atom feed that follows the page (the programme's changes), for the head's alternate link. */
  feed?: { href: string; title: string }
}

// What every page's +data.ts returns: the layout's data, the page's head texts and what the page itself needs.
export function pageData<T extends object>(meta: PageMeta, extra: T): T & { layout: LayoutData; meta: PageMeta } {
  return { ...extra, meta, layout: layoutData() }
}

/** A page of pages.yaml: its title, description, feed's title and what `extra` fills, filled with the current edition's markers. */
export function filledPageData<T extends object>(
  page: { title: string; description: string },
  extra: (fill: (text: string) => string) => T,
  feed?: PageMeta['feed'],
) {
  const { edition } = loadContent().currentEdition
  const fill = (text: string) => fillTemplate(text, edition)
  const meta = { title: fill(page.title), description: fill(page.description) }
  return pageData(feed ? { ...meta, feed: { href: feed.href, title: fill(feed.title) } } : meta, extra(fill))
}
