import { useData } from 'vike-react/useData'
import { PersonPage } from '../../features/item-pages/person-page'
import type { Data } from './+data'

export default function Page() {
  const { view, url } = useData<Data>()
  return <PersonPage view={view} url={url} />
}
