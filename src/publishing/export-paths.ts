// Where each export lives in the built site: writers and links share these, so a link never points elsewhere.
import { archivePath } from '../content/edition-years'
import type { Content } from '../content/load-content'

export const editionCalendarPath = (year: string) => `/agenda/${year}.ics`
export const itemCalendarPath = (year: string, itemId: string) => `/agenda/${year}/${itemId}.ics`
/** The dates of an edition's own calls (decision 0011). */
export const deadlinesCalendarPath = (year: string) => `/agenda/${year}-prazos.ics`
export const scheduleJsonPath = (year: string) => `/agenda/${year}.schedule.json`
export const ogImagePath = (year: string) => `/og/${year}.png`
export const SITEMAP_PATH = '/sitemap.xml'
export const ROBOTS_PATH = '/robots.txt'
/** The touch icon (home screens, bookmarks), drawn from the logo at build (src/build/site-icon.ts). */
export const TOUCH_ICON_PATH = '/apple-touch-icon.png'

/** The page that shows an edition's programme: /timeline for the current one, its archive page for the others. */
export const programmePath = (year: string, currentYear: string) => (year === currentYear ? '/timeline' : archivePath(year))

export function programmeUrl(content: Pick<Content, 'site'>, year: string): string {
  return absoluteUrl(content.site.siteUrl, programmePath(year, content.site.currentEdition))
}

/** A calendar's address for subscribing ("webcal://host/agenda/2032.ics"). */
export function webcalUrl(siteUrl: string, path: string): string {
  return absoluteUrl(siteUrl, path).replace(/^https?:/, 'webcal:')
}

/** Joins the configured public base URL (no trailing slash) and a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}
