import { useData } from 'vike-react/useData'
import { ActivityPage } from '../../features/item-pages/activity-page'
import type { Data } from './+data'

export default function Page() {
  return <ActivityPage {...useData<Data>()} />
}
