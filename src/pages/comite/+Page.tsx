import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { PageHeader } from '../../components/page-header'
import { Changing } from '../../components/timed'
import { CommitteeGrid } from '../../features/people/committee-grid'
import type { Data } from './+data'

export default function Page() {
  const { heading, editionTitle, empty, groups } = useData<Data>()
  return (
    <>
      <PageHeader title={heading} lead={editionTitle} />
      <div className="page-column programme-page">
        {empty ? <Changing text={empty} draw={(text) => <p className="programme-page__empty">{text}</p>} /> : null}
        {groups.map((group, index) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-titulo`}>
            <h2 id={`${group.id}-titulo`}>{group.heading}</h2>
            {/* The page's first faces load first, whichever committee they are in (image-loading.ts). */}
            <CommitteeGrid
              label={group.heading}
              members={group.members}
              firstView="high"
              offset={groups.slice(0, index).reduce((n, g) => n + g.members.length, 0)}
            />
          </section>
        ))}
      </div>
    </>
  )
}
