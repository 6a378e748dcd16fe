import type { CategoryView } from '../../features/activities/activity-categories'
import { fillTemplate } from '../../components/edition-template'
import { activityView } from '../../features/programme/programme-data'
import { loadContent } from '../../content/load-content'
import { pageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  const page = pages.confirmedActivities
  const fill = (text: string) => fillTemplate(text, currentEdition.edition)
  const activities = currentEdition.activities
  // Only categories with a button are shown (spec: Oficina and Workshop have none).
  const categories: CategoryView[] = (activities?.categories ?? [])
    .filter((category) => category.button)
    .map((category) => ({
      id: category.id,
      label: category.label,
      activities: category.activities.map((id) => {
        const activity = activities!.activities.find((a) => a.id === id)!
        return activityView(content, currentEdition, activity)
      }),
    }))
  return pageData(
    { title: fill(page.title), description: fill(page.description) },
    {
      heading: fill(page.heading),
      empty: page.empty,
      categories,
      defaultCategory: activities?.defaultCategory ?? categories[0]?.id ?? '',
    },
  )
}

export type Data = ReturnType<typeof data>
