import { fillTemplate } from '../../components/edition-template'
import { loadContent } from '../../content/load-content'
import { programmeJson } from '../../features/event-days/programme-json'
import { pageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  // The page's other texts (path, privacy, the agenda's buttons and notices...) as pages.yaml writes them.
  const { title, description, heading, ...texts } = pages.myAgenda
  const fill = (text: string) => fillTemplate(text, currentEdition.edition)
  return pageData(
    { title: fill(title), description: fill(description) },
    {
      heading: fill(heading),
      ...texts,
      // The notice of changed items links the changelog, named as the programme names it.
      changes: { href: pages.programmeChanges.path, label: fill(pages.programmeChanges.heading) },
      programme: { ...programmeJson(content), rooms: currentEdition.edition.rooms.map((room) => room.name) },
    },
  )
}

export type Data = ReturnType<typeof data>
