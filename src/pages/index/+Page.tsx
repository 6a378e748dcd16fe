import './home.css'
import Container from '@mui/material/Container'
import { useData } from 'vike-react/useData'
import { Countdown } from '../../features/home/countdown'
import { OrganisationCarousel } from '../../features/people/organisation-carousel'
import { LogoImage } from '../../components/logo-image'
import { PageCards } from '../../components/page-cards'
import { NowNextBlock, ProgrammeJsonScript } from '../../features/event-days/event-days'
import { AfterEdition, DuringPhase, RegistrationNow } from '../../features/home/edition-state'
import { EditionReview } from './edition-review'
import type { Data } from './+data'

const CALENDAR = 'M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z'
const PLACE = 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'

function HeroIcon({ path }: { path: string }) {
  return (
    <svg className="home-hero__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export default function Page() {
  const { hero, registration, after, countdown, review, organisation, activities, eventDays } = useData<Data>()
  const edition = registration.edition
  return (
    <>
      <section className="home-hero surface-dark frame-band" aria-labelledby="home-titulo">
        <Container maxWidth="lg" className="home-hero__inner">
          {/* The logo repeats the title, which the heading says: decorative here. */}
          {hero.logo ? (
            <LogoImage
              logo={hero.logo}
              alt=""
              priority="low"
              className={hero.logo.dark ? 'home-hero__logo' : 'home-hero__logo logo-plate'}
            />
          ) : null}
          <div className="home-hero__text">
            <h1 id="home-titulo" className="home-hero__title">
              {hero.title}
            </h1>
            <p className="home-hero__subtitle">{hero.subtitle}</p>
            <p className="home-hero__theme">{hero.theme}</p>
            <ul className="plain-list home-hero__facts">
              <li>
                <HeroIcon path={CALENDAR} />
                <span className="home-hero__dates">{hero.dates}</span>
              </li>
              <li>
                <HeroIcon path={PLACE} />
                <span>
                  <span>{hero.venue}</span>
                  {hero.venuePage.href ? (
                    <>
                      {' · '}
                      <a href={hero.venuePage.href}>{hero.venuePage.label}</a>
                    </>
                  ) : null}
                </span>
              </li>
            </ul>
            {/* What the registration allows now (decision 0172): online, on site, or over. */}
            <RegistrationNow registration={registration} />
            <div className="home-countdown">
              <DuringPhase edition={edition} phase="upcoming">
                <h2 className="home-countdown__heading">{countdown.heading}</h2>
              </DuringPhase>
              <Countdown {...countdown} start={edition.start} end={edition.end} timelineHref={eventDays.programmeHref} />
            </div>
            <AfterEdition edition={edition} after={after} />
            <NowNextBlock programmeHref={eventDays.programmeHref} />
          </div>
          <ProgrammeJsonScript data={eventDays.programme} />
        </Container>
      </section>
      <Container maxWidth="lg">
        {/* Once the edition is over: what it was (decision 0174). */}
        <DuringPhase edition={edition} phase="over">
          <EditionReview review={review} />
        </DuringPhase>
        <section className="home-activities" aria-labelledby="chamadas-titulo">
          <h2 id="chamadas-titulo">{activities.heading}</h2>
          <PageCards cards={activities.cards} headingLevel={3} />
        </section>
        {organisation ? (
          <>
            <OrganisationCarousel heading={organisation.heading} members={organisation.items} />
            {organisation.all ? (
              <p className="organisation__all">
                <a href={organisation.all.href}>{organisation.all.label}</a>
              </p>
            ) : null}
          </>
        ) : null}
      </Container>
    </>
  )
}
