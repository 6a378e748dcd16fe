import { useData } from 'vike-react/useData'
import { VenuePage } from '../../features/venue/venue-page'
import type { Data } from './+data'

export default function Page() {
  return <VenuePage {...useData<Data>()} />
}
