import '../../components/card.css'
import './static-page.css'
import { useData } from 'vike-react/useData'
import { Button } from '../../components/button'
import { PageHeader } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { TextPage } from '../../components/text-page'
import type { Data } from './+data'

// Every page of staticPages (decision 0132): text, headed sections and a button, all optional; a notice in a box.
export default function Page() {
  const { heading, updated, blocks, sections, button, notice } = useData<Data>()
  const body = (
    <>
      {updated ? (
        <p>
          <strong>{updated}</strong>
        </p>
      ) : null}
      {blocks.length > 0 ? <RichText blocks={blocks} /> : null}
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
          <h2 id={`${section.id}-titulo`}>{section.title}</h2>
          <RichText blocks={section.blocks} />
        </section>
      ))}
      {button ? (
        <Button href={button.href} className="static-page__button">
          {button.label}
        </Button>
      ) : null}
    </>
  )
  if (!notice) return <TextPage heading={heading}>{body}</TextPage>
  return (
    <>
      <PageHeader title={heading} />
      <div className="reading-column static-page--notice">
        <div className="card static-page__box">{body}</div>
      </div>
    </>
  )
}
