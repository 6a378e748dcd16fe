import type { CategoryView } from '../../features/activities/activity-categories'
import { fillTemplate } from '../../components/edition-template'
import { peopleViews } from '../../components/person-view'
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
      activities: category.activities.map((id) => activities!.activities.find((a) => a.id === id)!),
    }))
  return pageData(
    { title: fill(page.title), description: fill(page.description) },
    {
      heading: fill(page.heading),
      empty: page.empty,
      categories,
      year: currentEdition.year,
      people: peopleViews(
        content,
        categories.flatMap((category) => category.activities.flatMap((activity) => activity.people)),
      ),
      defaultCategory: activities?.defaultCategory ?? categories[0]?.id ?? '',
    },
  )
}

export type Data = ReturnType<typeof data>
