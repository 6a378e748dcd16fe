import './item-pages.css'
import { useData } from 'vike-react/useData'
import { PageHeader } from '../../components/page-header'
import { PersonAvatar } from '../../components/person-avatar'
import type { itemPageData, PersonPageView } from './item-pages-data'
import { ShareLinks } from './share-links'
import { useTexts } from '../../components/ui-texts'

// Photo or initials, name, affiliation, bio, and every role by edition, newest first, each linking to its activity or edition.
export function PersonPage() {
  const { view, url } = useData<ReturnType<typeof itemPageData<PersonPageView>>>()
  const { person } = view
  const texts = useTexts()
  const years = [...new Set(view.roles.map((role) => role.year))]
  return (
    <article data-person-page={person.id}>
      <PageHeader title={person.name} lead={person.affiliation} />
      <div className="item-page reading-column">
        <div className="item-page__profile">
          {/* The photo opens the content: on a phone it is the largest thing in the first view (its LCP). */}
          <PersonAvatar name={person.name} photo={person.photo} size={160} priority="high" />
          {person.bio ? <p>{person.bio}</p> : null}
        </div>
        {view.roles.length > 0 ? (
          <section className="item-page__section" aria-labelledby="participacoes-titulo">
            <h2 id="participacoes-titulo">{texts.participations}</h2>
            {years.map((year) => {
              const roles = view.roles.filter((role) => role.year === year)
              return (
                <div key={year} data-edition={year}>
                  <h3>
                    {roles[0]!.editionTitle} ({year})
                  </h3>
                  <ul className="item-page__roles">
                    {roles.map((role) => (
                      <li key={role.key}>
                        <a href={role.href}>{role.text}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              )
            })}
          </section>
        ) : null}
        <ShareLinks url={url} title={person.name} />
      </div>
    </article>
  )
}
