import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { ActivityCategories } from '../../features/activities/activity-categories'
import { OfflineNotice } from '../../features/event-days/event-days'
import type { Data } from './+data'

export default function Page() {
  const { heading, empty, categories, defaultCategory, texts, offlineNotice } = useData<Data>()
  return (
    <div className="programme-page">
      <h1 className="programme-page__heading">{heading}</h1>
      <OfflineNotice template={offlineNotice} />
      {categories.length > 0 ? (
        <ActivityCategories
          label={heading}
          categories={categories}
          defaultCategory={defaultCategory}
          empty={empty}
          texts={texts}
          firstView="high"
        />
      ) : (
        <p className="programme-page__empty">{empty}</p>
      )}
    </div>
  )
}
