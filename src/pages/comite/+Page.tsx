import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PageHeader } from '../../components/page-header'
import { CommitteeGrid } from '../../features/people/committee-grid'
import type { Data } from './+data'

export default function Page() {
  const { heading, editionTitle, empty, members } = useData<Data>()
  return (
    <>
      <PageHeader title={heading} lead={editionTitle} />
      <div className="programme-page">
        {members.length > 0 ? (
          <CommitteeGrid label={heading} members={members} firstView="high" />
        ) : (
          <p className="programme-page__empty">{empty}</p>
        )}
      </div>
    </>
  )
}
