import { fillTemplate } from '../components/edition-template'
import type { Clock } from '../components/timed'
import { callWindow, editionBoundaries } from '../content/time'
import { archivePath, archiveYears } from '../content/edition-years'
import { loadContent, type Content } from '../content/load-content'
import { BUILD_INSTANT } from '../content/build-instant'
import { resolveLogo, type LogoImage } from '../images/resolve-image'
import { logoRef } from '../images/variants'

/**
 * The menu, each submenu completed: a `callLinks` item's by the current edition's calls in their
 * order, an `editionLinks` item's by the archive pages, newest first.
 */
export function navigationOf(content: Content) {
  return content.site.navigation.map(({ editionLinks, callLinks, ...item }) => ({
    ...item,
    children: [
      ...item.children,
      ...(callLinks ? content.currentEdition.calls.map((call) => ({ label: call.card.title, href: call.path })) : []),
      ...(editionLinks
        ? archiveYears(content).map((year) => ({
            label: fillTemplate(editionLinks, content.editions[year]!.edition),
            href: archivePath(year),
          }))
        : []),
    ],
  }))
}

/**
 * The footer's link columns, each completed as the menu's are: an `editionLinks` column's by the
 * archive pages, newest first. A column left with no link is not shown.
 */
export function footerColumnsOf(content: Content) {
  return content.site.footer.columns
    .map(({ editionLinks, ...column }) => ({
      ...column,
      links: [
        ...column.links,
        ...(editionLinks
          ? archiveYears(content).map((year) => ({
              label: fillTemplate(editionLinks, content.editions[year]!.edition),
              href: archivePath(year),
            }))
          : []),
      ],
    }))
    .filter((column) => column.links.length > 0)
}

/** When the pages change after the build: the current edition's instants and those of every call a page shows (decision 0172). */
export function siteClock(content: Content, builtAt = BUILD_INSTANT): Clock {
  const calls = [...content.currentEdition.calls, ...content.callPages.map((page) => page.call)]
  return { builtAt, boundaries: editionBoundaries(content.currentEdition.edition, calls.map(callWindow)).filter((t) => t > builtAt) }
}

// The header's logo at 1x and 2x only: 48 px high, the 2x version is sharp enough on 3x phones, and
// a third address on every page costs about 70 bytes of its HTML budget.
function headerLogo(logo: LogoImage | null): LogoImage | null {
  return logo ? { ...logo, srcSet: logo.srcSet.split(', ').slice(0, 2).join(', ') } : null
}

// What the common layout shows, taken from the content once per page at build time.
function layoutData() {
  const content = loadContent()
  const { site, currentEdition } = content
  const instagram = site.social.find((link) => link.id === 'instagram')
  return {
    // The header names the current edition in text beside its logo (next year's is a content
    // change; the site's own logo as a fallback), and the congress in full where there is room.
    brand: { name: currentEdition.edition.title, fullName: site.fullName },
    logo: headerLogo(resolveLogo(logoRef(currentEdition.edition.logo ?? site.logo), 'header')),
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
  /** The page's own preview image (site path) and its alt text; default: its edition's image. */
  image?: { path: string; alt: string }
  /** The page's own schema.org data (activity and person pages). */
  jsonLd?: unknown
  /** An Atom feed that follows the page (the programme's changes), for the head's alternate link. */
  feed?: { href: string; title: string }
}

// Every page's +data.ts returns pageData(meta, extra): the layout's data, the page's head
// texts and whatever the page itself needs.
export function pageData<T extends object>(meta: PageMeta, extra: T): T & { layout: LayoutData; meta: PageMeta } {
  return { ...extra, meta, layout: layoutData() }
}
