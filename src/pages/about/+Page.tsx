import { useData } from 'vike-react/useData'
import { TextPage } from '../../components/text-page'
import { RichText } from '../../components/rich-text'
import type { Data } from './+data'

export default function Page() {
  const { heading, blocks, newTab } = useData<Data>()
  return (
    <TextPage heading={heading}>
      <RichText blocks={blocks} newTabHint={newTab} />
    </TextPage>
  )
}
