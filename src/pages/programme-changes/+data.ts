import { fillTimedText } from '../../components/edition-template'
import { contentRoot, loadContent } from '../../content/load-content'
import { filledPageData } from '../../layout/page-data'
import { changelog, changelogFeed } from '../../publishing/programme-changes'
import { programmeVersions } from '../../publishing/programme-history'

export default function data() {
  const content = loadContent()
  const { edition, year } = content.currentEdition
  const page = content.pages.programmeChanges
  const feed = changelogFeed(content)
  return filledPageData(
    page,
    (fill) => ({
      heading: fill(page.heading),
      lead: fillTimedText(page.lead, edition),
      empty: fillTimedText(page.empty, edition),
      feedLink: { href: feed.href, label: page.feed },
      versions: changelog(content, programmeVersions(contentRoot(), year)),
    }),
    feed,
  )
}

export type Data = ReturnType<typeof data>
