import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PageHeader, PageLead } from '../../components/page-header'
import { Changing } from '../../components/timed'
import { ActivityCategories } from '../../features/activities/activity-categories'
import { OfflineNotice } from '../../features/event-days/event-days'
import type { Data } from './+data'

export default function Page() {
  const { heading, lead, empty, categories, year, people, defaultCategory } = useData<Data>()
  return (
    <>
      <PageHeader title={heading}>
        <PageLead text={lead} />
      </PageHeader>
      <div className="page-column programme-page">
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
          <Changing text={empty} draw={(text) => <p className="programme-page__empty">{text}</p>} />
        )}
      </div>
    </>
  )
}
