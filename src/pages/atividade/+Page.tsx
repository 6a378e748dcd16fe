import { useData } from 'vike-react/useData'
import { ActivityPage } from '../../features/item-pages/activity-page'
import type { Data } from './+data'

export default function Page() {
  const { view, url, labels } = useData<Data>()
  return <ActivityPage view={view} url={url} labels={labels} />
}
