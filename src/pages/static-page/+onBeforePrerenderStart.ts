import { loadContent } from '../../content/load-content'

export default function onBeforePrerenderStart() {
  return Object.keys(loadContent().pages.staticPages).map((slug) => `/${slug}`)
}
