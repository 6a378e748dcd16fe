import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { CommitteeCarousel } from '../../features/people/committee-carousel'
import type { Data } from './+data'

export default function Page() {
  const { heading, editionTitle, empty, members, texts } = useData<Data>()
  return (
    <div className="programme-page">
      <h1 className="programme-page__heading">{heading}</h1>
      {editionTitle ? <p className="programme-page__note">{editionTitle}</p> : null}
      {members.length > 0 ? (
        <CommitteeCarousel label={heading} members={members} texts={texts} firstView="high" />
      ) : (
        <p className="programme-page__empty">{empty}</p>
      )}
    </div>
  )
}
