import { fillTemplate, fillTimedText } from '../../components/edition-template'
import { contentRoot, loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'
import { changelog, programmeFeedPath } from '../../publishing/programme-changes'
import { programmeVersions } from '../../publishing/programme-history'

export default function data() {
  const content = loadContent()
  const { edition, year } = content.currentEdition
  const page = content.pages.programmeChanges
  const fill = (text: string) => fillTemplate(text, edition)
  const feed = { href: programmeFeedPath(content), title: fill(page.title) }
  return pageData(
    { title: fill(page.title), description: fill(page.description), feed },
    {
      heading: fill(page.heading),
      lead: fillTimedText(page.lead, edition),
      empty: fillTimedText(page.empty, edition),
      feedLink: { href: feed.href, label: page.feed },
      versions: changelog(content, programmeVersions(contentRoot(), year)),
    },
  )
}

export type Data = ReturnType<typeof data>
