// What the root Head puts in every page: canonical URL, link-preview tags and, on the home page, the edition's schema.org data.
import { archiveYears } from '../content/edition-years'
import type { Content } from '../content/load-content'
import { datesText } from '../format/date-time'
import { absoluteUrl, ogImagePath } from './export-paths'
import { isIndexable } from './indexing'
import { editionJsonLd } from './json-ld'
import { OG_HEIGHT, OG_WIDTH } from './og-image'

/** The edition a page is about: an archive page (/2024) shows its own, everything else the current one. */
export function editionYearOf(content: Content, urlPathname: string): string {
  const m = /^\/(\d{4})\/?$/.exec(urlPathname)
  return m && archiveYears(content).includes(m[1]!) ? m[1]! : content.site.currentEdition
}

export function headMeta(
  content: Content,
  page: {
    urlPathname: string
    is404: boolean
    title: string
    description: string
    image?: { path: string; alt: string }
    jsonLd?: unknown
  },
) {
  const { site } = content
  const year = editionYearOf(content, page.urlPathname)
  const edition = content.editions[year]!.edition
  const hidden = page.is404 || !isIndexable(content, page.urlPathname)
  return {
    canonical: hidden ? null : absoluteUrl(site.siteUrl, page.urlPathname),
    noindex: hidden,
    siteName: `${site.name} — ${site.fullName}`,
    title: page.title,
    description: page.description,
    image: {
      url: absoluteUrl(site.siteUrl, page.image?.path ?? ogImagePath(year)),
      alt: page.image?.alt ?? `${edition.title} — ${edition.subtitle}: ${edition.theme}. ${datesText(edition.startDate, edition.endDate)}.`,
      width: OG_WIDTH,
      height: OG_HEIGHT,
    },
    jsonLd: hidden ? null : page.urlPathname === '/' ? editionJsonLd(content) : (page.jsonLd ?? null),
  }
}
