import { loadContent } from '../../content/load-content'
import { venuePagePublished } from '../../features/venue/venue-page-data'

// Not prerendered (so not in the sitemap, the offline set or any link) when there is nothing to show.
export default function onBeforePrerenderStart() {
  const content = loadContent()
  return venuePagePublished(content) ? [content.pages.venue.path] : []
}
