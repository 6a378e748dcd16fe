import { loadContent } from '../../content/load-content'
import { programmeJson } from '../../features/event-days/programme-json'
import { editionPageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  // The page's other texts (path, privacy, the agenda's buttons and notices...) as pages.yaml writes them.
  const { title, description, heading, ...texts } = pages.myAgenda
  return editionPageData({ title, description }, (fill) => ({
    heading: fill(heading),
    ...texts,
    // The notice of changed items links the changelog, named as the programme names it.
    changes: { href: pages.programmeChanges.path, label: fill(pages.programmeChanges.heading) },
    programme: { ...programmeJson(content), rooms: currentEdition.edition.rooms.map((room) => room.name) },
  }))
}

export type Data = ReturnType<typeof data>
