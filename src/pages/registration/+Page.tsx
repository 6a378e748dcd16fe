import { useData } from 'vike-react/useData'
import { Notice } from '../../components/notice'
import type { Data } from './+data'

export default function Page() {
  return <Notice {...useData<Data>()} />
}
