import { loadContent } from '../../content/load-content'
import { personPath } from '../../publishing/item-paths'

// Every person of people.yaml gets a prerendered page.
export default function onBeforePrerenderStart() {
  return Object.keys(loadContent().people).map(personPath)
}
