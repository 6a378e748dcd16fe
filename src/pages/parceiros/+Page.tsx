import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PageHeader } from '../../components/page-header'
import { Changing } from '../../components/timed'
import { PartnersGrid } from '../../features/partners/partners-grid'
import type { Data } from './+data'

export default function Page() {
  const { heading, editionTitle, empty, earlierHeading, partners } = useData<Data>()
  return (
    <>
      <PageHeader title={heading} lead={editionTitle} />
      <div className="page-column programme-page">
        {empty ? <Changing text={empty} draw={(text) => <p className="programme-page__empty">{text}</p>} /> : null}
        {earlierHeading ? (
          <section aria-labelledby="parceiros-anteriores-titulo">
            <h2 id="parceiros-anteriores-titulo">{earlierHeading}</h2>
            <PartnersGrid label={earlierHeading} partners={partners} firstView="high" />
          </section>
        ) : partners.length > 0 ? (
          <PartnersGrid label={heading} partners={partners} firstView="high" />
        ) : null}
      </div>
    </>
  )
}
