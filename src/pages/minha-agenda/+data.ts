import { fillTemplate } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { programmeJson } from '../../features/event-days/programme-json'
import { pageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  const page = pages.myAgenda
  const fill = (text: string) => fillTemplate(text, currentEdition.edition)
  return pageData(
    { title: fill(page.title), description: fill(page.description) },
    {
      heading: fill(page.heading),
      path: page.path,
      privacy: page.privacy,
      noScript: page.noScript,
      empty: page.empty,
      download: page.download,
      overlap: page.overlap,
      share: page.share,
      shareLink: page.shareLink,
      shared: page.shared,
      keep: page.keep,
      kept: page.kept,
      stale: page.stale,
      shareQr: page.shareQr,
      inAppHint: page.inAppHint,
      programme: programmeJson(content),
    },
  )
}

export type Data = ReturnType<typeof data>
