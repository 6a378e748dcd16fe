import { useData } from 'vike-react/useData'
import { TextPage } from '../../components/text-page'
import type { Data } from './+data'

// Spec: a placeholder that shows only the text TechnologyFair.
export default function Page() {
  return <TextPage heading={useData<Data>().heading} />
}
