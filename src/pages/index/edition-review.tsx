// The edition in review (decision 0174): below the hero once the edition is over, what it was, from
// its data alone. A group with nothing in it is not drawn; every image waits below the first screen.
import '../../components/card.css'
import { CommitteeGrid } from '../../features/people/committee-grid'
import { PartnersGrid } from '../../features/partners/partners-grid'
import type { Data } from './+data'

type Review = Data['review']

function AllLink({ link }: { link: { href: string; label: string } | null }) {
  return link ? (
    <p className="home-review__all">
      <a href={link.href}>{link.label}</a>
    </p>
  ) : null
}

export function EditionReview({ review }: { review: Review }) {
  const { figures, people, partners } = review
  return (
    <section className="home-review" aria-labelledby="balanco-titulo">
      <h2 className="home-section-heading" id="balanco-titulo">
        {figures.heading}
      </h2>
      <ul className="home-review__figures">
        {figures.items.map((figure) => (
          <li key={figure.id} className="card home-review__figure" data-figure={figure.id}>
            <span className="home-review__value">{figure.value}</span> {figure.label}
          </li>
        ))}
      </ul>
      {people ? (
        <>
          <h2 className="home-section-heading" id="balanco-pessoas">
            {people.heading}
          </h2>
          <CommitteeGrid label={people.heading} members={people.members} />
          <AllLink link={people.all} />
        </>
      ) : null}
      {partners ? (
        <>
          <h2 className="home-section-heading" id="balanco-parceiros">
            {partners.heading}
          </h2>
          <PartnersGrid label={partners.heading} partners={partners.items} />
          <AllLink link={partners.all} />
        </>
      ) : null}
    </section>
  )
}
