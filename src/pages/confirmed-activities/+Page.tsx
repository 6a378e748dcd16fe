import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PageHeader, PageLead } from '../../components/page-header'
import { Changing } from '../../components/timed'
import { ActivityCategories } from '../../features/activities/activity-categories'
import { OfflineNotice } from '../../features/event-days/event-days'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const { heading, lead, empty, defaultCategory } = data
  return (
    <>
      <PageHeader title={heading}>
        <PageLead text={lead} />
      </PageHeader>
      <div className="page-column programme-page">
        <OfflineNotice />
        {defaultCategory ? (
          <ActivityCategories {...data} label={heading} defaultCategory={defaultCategory} />
        ) : (
          <Changing text={empty} draw={(text) => <p className="programme-page__empty">{text}</p>} />
        )}
      </div>
    </>
  )
}
