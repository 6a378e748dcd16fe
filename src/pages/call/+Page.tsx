import { useData } from 'vike-react/useData'
import { CallPage } from '../../features/calls/call-page'
import type { Data } from './+data'

export default function Page() {
  return <CallPage {...useData<Data>()} />
}
