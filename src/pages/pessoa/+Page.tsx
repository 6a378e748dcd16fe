import { useData } from 'vike-react/useData'
import { PersonPage } from '../../features/item-pages/person-page'
import type { Data } from './+data'

export default function Page() {
  return <PersonPage {...useData<Data>()} />
}
