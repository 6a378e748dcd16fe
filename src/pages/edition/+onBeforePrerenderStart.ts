import { archivePath, archiveYears } from '../../content/edition-years'
import { loadContent } from '../../content/load-content'

// Every edition before the current one gets its archive page.
export default function onBeforePrerenderStart() {
  return archiveYears(loadContent()).map(archivePath)
}
