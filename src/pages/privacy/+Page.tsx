import { useData } from 'vike-react/useData'
import { RichText } from '../../components/rich-text'
import { TextPage } from '../../components/text-page'
import type { Data } from './+data'

// The policies are read whole, so their sections are plain headed blocks, not collapsible ones.
export default function Page() {
  const { heading, lastUpdated, sections, newTab } = useData<Data>()
  return (
    <TextPage heading={heading}>
      <p className="privacy__updated">
        <strong>{lastUpdated}</strong>
      </p>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
          <h2 id={`${section.id}-titulo`}>{section.title}</h2>
          <RichText blocks={section.blocks} newTabHint={newTab} />
        </section>
      ))}
    </TextPage>
  )
}
