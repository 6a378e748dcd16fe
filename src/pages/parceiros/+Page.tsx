import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PageHeader } from '../../components/page-header'
import { PartnersGrid } from '../../features/partners/partners-grid'
import type { Data } from './+data'

export default function Page() {
  const { heading, editionTitle, empty, partners } = useData<Data>()
  return (
    <>
      <PageHeader title={heading} lead={editionTitle} />
      <div className="programme-page">
        {partners.length > 0 ? (
          <PartnersGrid label={heading} partners={partners} firstView="high" />
        ) : (
          <p className="programme-page__empty">{empty}</p>
        )}
      </div>
    </>
  )
}
