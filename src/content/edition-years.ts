// Which editions the site publishes (decision 0090): the current one, and every earlier one as an archive at /<year>; an
// edition after it is in preparation and publishes nothing until currentEdition moves.
import type { Content } from './load-content.ts'

type Editions = Pick<Content, 'site' | 'editions'>

/** The current edition and the archives, newest first: what pages, calendars and images show. */
export function publishedYears(content: Editions): string[] {
  const current = content.site.currentEdition
  return Object.keys(content.editions)
    .filter((year) => year <= current)
    .sort((a, b) => b.localeCompare(a))
}

/** The editions before the current one, newest first: each has its archive page. */
export const archiveYears = (content: Editions) => publishedYears(content).filter((year) => year !== content.site.currentEdition)

/** An archive's page: "/2024". */
export const archivePath = (year: string) => `/${year}`
