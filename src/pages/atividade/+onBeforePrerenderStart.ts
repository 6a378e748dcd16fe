import { loadContent } from '../../content/load-content'
import { activityPath } from '../../publishing/item-paths'
import { allActivities } from '../../features/item-pages/item-pages-data'

// Every activity of every edition gets its prerendered page.
export default function onBeforePrerenderStart() {
  return allActivities(loadContent()).map(({ edition, activity }) => activityPath(edition.year, activity.id))
}
