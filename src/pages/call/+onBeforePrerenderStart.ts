import { loadContent } from '../../content/load-content'

// The current call pages and every earlier edition's calls under its archive (decision 0178).
export default function onBeforePrerenderStart() {
  const content = loadContent()
  return [...content.callPages, ...content.archiveCallPages].map((page) => page.path)
}
