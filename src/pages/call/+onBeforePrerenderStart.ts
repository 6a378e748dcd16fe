import { loadContent } from '../../content/load-content'

export default function onBeforePrerenderStart() {
  return loadContent().callPages.map((page) => page.call.path)
}
