import { useData } from 'vike-react/useData'
import { TextPage } from '../../components/text-page'
import { PageCards } from '../../components/page-cards'
import type { Data } from './+data'

export default function Page() {
  const { heading, cards } = useData<Data>()
  return (
    <TextPage heading={heading} width="wide">
      <PageCards cards={cards} />
    </TextPage>
  )
}
