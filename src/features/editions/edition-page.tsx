import './edition-page.css'
import '../../components/programme-page.css'
import { useData } from 'vike-react/useData'
import { CallSection } from '../calls/call-section'
import { CommitteeCarousel } from '../people/committee-carousel'
import { CourseEntry, type CourseEntryTexts } from '../activities/course-entry'
import { LogoImage } from '../../components/logo-image'
import type { EditionPageData } from './edition-page-data'
import { OrganisationCarousel } from '../people/organisation-carousel'
import type { ActivityView } from '../programme/programme-data'
import { NewTabHint, RichText } from '../../components/rich-text'
import { ScheduleTabs } from '../programme/schedule-tabs'

function ActivityBlock({
  id,
  heading,
  items,
  texts,
  showBios,
}: {
  id: string
  heading: string
  items: readonly ActivityView[]
  texts: CourseEntryTexts
  showBios?: boolean
}) {
  if (items.length === 0) return null
  return (
    <section className="edition-page__block" aria-labelledby={`${id}-titulo`} data-block={id}>
      <h2 className="programme-page__subheading" id={`${id}-titulo`}>
        {heading}
      </h2>
      <div className="edition-page__entries">
        {items.map((activity) => (
          <CourseEntry key={activity.id} activity={activity} texts={texts} showBios={showBios} />
        ))}
      </div>
    </section>
  )
}

// The page of an earlier edition (/2023, /2024): one component, fed by editionPageData().
export function EditionPage() {
  const data = useData<EditionPageData>()
  const { hero, texts } = data
  const entryTexts: CourseEntryTexts = { labels: data.labels, ...texts }
  const links = [...(data.papers?.buttons ?? []), ...data.links]
  return (
    <div className="programme-page edition-page">
      <header className="edition-page__hero" data-block="hero">
        {hero.logo ? (
          <LogoImage
            logo={hero.logo}
            alt=""
            priority="high"
            className={hero.logo.dark ? 'edition-page__logo logo-dark-plate' : 'edition-page__logo'}
          />
        ) : null}
        <h1 className="programme-page__heading">{hero.title}</h1>
        <p className="edition-page__subtitle">{hero.subtitle}</p>
        <p className="edition-page__theme">{hero.theme}</p>
        <p className="edition-page__dates">
          {hero.dates} · {hero.venue}
        </p>
      </header>

      {data.organisation.members.length > 0 ? (
        <OrganisationCarousel heading={data.organisation.heading} members={data.organisation.members} texts={texts} firstView="eager" />
      ) : null}

      <ActivityBlock id="palestras" heading={data.talks.heading} items={data.talks.items} texts={entryTexts} showBios />
      <ActivityBlock id="paineis" heading={data.panels.heading} items={data.panels.items} texts={entryTexts} showBios />
      <ActivityBlock id="mesa" heading={data.roundTables.heading} items={data.roundTables.items} texts={entryTexts} />
      <ActivityBlock id="minicursos" heading={data.minicursos.heading} items={data.minicursos.items} texts={entryTexts} />
      <ActivityBlock id="oficinas" heading={data.oficinas.heading} items={data.oficinas.items} texts={entryTexts} />
      <ActivityBlock id="workshops" heading={data.workshops.heading} items={data.workshops.items} texts={entryTexts} />

      {data.timeline.days.length > 0 ? (
        <section className="edition-page__block" aria-labelledby="programacao-titulo" data-block="programacao">
          <h2 className="programme-page__subheading" id="programacao-titulo">
            {data.timeline.heading}
          </h2>
          <ScheduleTabs
            idPrefix={`dia-${data.year}`}
            days={data.timeline.days}
            level={3}
            texts={{ label: data.timeline.heading, photoOf: texts.photoOf }}
          />
        </section>
      ) : null}

      {data.papers ? (
        <section className="edition-page__block" aria-labelledby="artigos-titulo" data-block="artigos">
          <h2 className="programme-page__subheading" id="artigos-titulo">
            {data.papers.heading}
          </h2>
          {data.papers.sections.map((section) => (
            <CallSection key={section.id} id={`artigos-${section.id}`} title={section.title} level={3}>
              <RichText blocks={section.blocks} newTabHint={texts.newTab} />
              {section.id === 'datas' && data.papers!.dates.length > 0 ? (
                <dl className="edition-page__dates-list">
                  {data.papers!.dates.map((date) => (
                    <div key={date.id}>
                      <dt>{date.label}</dt>
                      <dd>{date.when}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </CallSection>
          ))}
        </section>
      ) : null}

      {data.programmeCommittee.members.length > 0 ? (
        <section className="edition-page__block" aria-labelledby="comite-programa-titulo" data-block="comite-programa">
          <h2 className="programme-page__subheading" id="comite-programa-titulo">
            {data.programmeCommittee.heading}
          </h2>
          <CommitteeCarousel label={data.programmeCommittee.heading} members={data.programmeCommittee.members} texts={texts} />
        </section>
      ) : null}

      {links.length > 0 ? (
        <nav className="edition-page__links" aria-label={data.papers?.heading ?? hero.title} data-block="links">
          {links.map((link) => (
            <a key={link.id} className="edition-page__link" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <NewTabHint text={texts.newTab} />
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  )
}
