import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PartnersCarousel } from '../../features/partners/partners-carousel'
import type { Data } from './+data'

export default function Page() {
  const { heading, editionTitle, empty, partners, texts } = useData<Data>()
  return (
    <div className="programme-page">
      <h1 className="programme-page__heading">{heading}</h1>
      {editionTitle ? <p className="programme-page__note">{editionTitle}</p> : null}
      {partners.length > 0 ? (
        <PartnersCarousel label={heading} partners={partners} texts={texts} firstView="high" />
      ) : (
        <p className="programme-page__empty">{empty}</p>
      )}
    </div>
  )
}
