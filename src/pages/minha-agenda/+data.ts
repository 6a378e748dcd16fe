import { loadContent } from '../../content/load-content'
import { programmeJson } from '../../features/event-days/programme-json'
import { filledPageData } from '../../layout/page-data'
import { changelogLink } from '../../publishing/programme-changes'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  // The page's other texts (path, privacy, the agenda's buttons and notices...) as pages.yaml writes them.
  const { title, description, heading, ...texts } = pages.myAgenda
  return filledPageData({ title, description }, (fill) => ({
    heading: fill(heading),
    ...texts,
    // The notice of changed items links the changelog, as the programme does.
    changes: changelogLink(content),
    programme: { ...programmeJson(content), rooms: currentEdition.edition.rooms.map((room) => room.name) },
  }))
}

export type Data = ReturnType<typeof data>
