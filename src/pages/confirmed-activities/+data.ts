import { confirmedCategories } from '../../features/activities/activity-categories-data'
import { fillTimedText } from '../../components/edition-template'
import { peopleViews } from '../../components/person-view'
import { loadContent } from '../../content/load-content'
import { filledPageData } from '../../layout/page-data'

export default function data() {
  const content = loadContent()
  const { pages, currentEdition } = content
  const page = pages.confirmedActivities
  const { edition } = currentEdition
  const { categories, defaultCategory } = confirmedCategories(currentEdition.activities)
  return filledPageData(page, (fill) => ({
    heading: fill(page.heading),
    // The spec's heading stays; once the edition is over, a line says which edition and when.
    lead: fillTimedText(page.lead, edition),
    empty: fillTimedText(page.empty, edition),
    categories,
    year: currentEdition.year,
    people: peopleViews(
      content,
      categories.flatMap((category) => category.activities.flatMap((activity) => activity.people)),
    ),
    defaultCategory,
  }))
}

export type Data = ReturnType<typeof data>
