import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PageHeader } from '../../components/page-header'
import { ActivityCategories } from '../../features/activities/activity-categories'
import { OfflineNotice } from '../../features/event-days/event-days'
import type { Data } from './+data'

export default function Page() {
  const { heading, empty, categories, year, people, defaultCategory } = useData<Data>()
  return (
    <>
      <PageHeader title={heading} />
      <div className="programme-page">
        <OfflineNotice />
        {defaultCategory ? (
          <ActivityCategories
            label={heading}
            categories={categories}
            year={year}
            people={people}
            defaultCategory={defaultCategory}
            firstView="high"
          />
        ) : (
          <p className="programme-page__empty">{empty}</p>
        )}
      </div>
    </>
  )
}
