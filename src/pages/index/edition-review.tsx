// The edition in review (decision 0174), below the hero once it is over; a group with nothing in it is not drawn.
import '../../components/card.css'
import type { ReactNode } from 'react'
import { CommitteeGrid } from '../../features/people/committee-grid'
import { PartnersGrid } from '../../features/partners/partners-grid'
import type { Data } from './+data'

/** One group of the review under its heading, with a link to the whole list when it shows only the first. */
function Group({ heading, all, children }: { heading: string; all: { href: string; label: string } | null; children: ReactNode }) {
  return (
    <>
      <h2>{heading}</h2>
      {children}
      {all ? (
        <p className="home-review__all">
          <a href={all.href}>{all.label}</a>
        </p>
      ) : null}
    </>
  )
}

export function EditionReview({ review }: { review: Data['review'] }) {
  const { figures, people, partners } = review
  return (
    <section className="home-review" aria-labelledby="balanco-titulo">
      <h2 id="balanco-titulo">{figures.heading}</h2>
      <ul className="plain-list home-review__figures">
        {figures.items.map((figure) => (
          <li key={figure.id} className="card home-review__figure" data-figure={figure.id}>
            <span className="home-review__value">{figure.value}</span> {figure.label}
          </li>
        ))}
      </ul>
      {people ? (
        <Group heading={people.heading} all={people.all}>
          <CommitteeGrid label={people.heading} members={people.items} />
        </Group>
      ) : null}
      {partners ? (
        <Group heading={partners.heading} all={partners.all}>
          <PartnersGrid label={partners.heading} partners={partners.items} />
        </Group>
      ) : null}
    </section>
  )
}
