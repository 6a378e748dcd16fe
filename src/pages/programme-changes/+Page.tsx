import '../../components/card.css'
import '../../components/text-page.css'
import './programme-changes.css'
import { useData } from 'vike-react/useData'
import { PageHeader, PageLead } from '../../components/page-header'
import { Changing } from '../../components/timed'
import type { Data } from './+data'

// The programme's versions, newest first, each a card of its changes in words (decision 0182).
export default function Page() {
  const { heading, lead, empty, feedLink, versions } = useData<Data>()
  return (
    <>
      <PageHeader title={heading}>
        <PageLead text={lead} />
      </PageHeader>
      <div className="text-page reading-column">
        {versions.length > 0 ? (
          <ol className="plain-list programme-changes">
            {versions.map((version) => (
              <li key={version.id} id={version.anchor} className="card programme-changes__version">
                <h2>{version.heading}</h2>
                <ul>
                  {version.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : (
          <Changing text={empty} draw={(text) => <p>{text}</p>} />
        )}
        <p>
          <a href={feedLink.href} type="application/atom+xml">
            {feedLink.label}
          </a>
        </p>
      </div>
    </>
  )
}
