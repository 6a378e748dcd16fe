import './home.css'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useData } from 'vike-react/useData'
import { Countdown } from '../../features/home/countdown'
import { OrganisationCarousel } from '../../features/people/organisation-carousel'
import { LogoImage } from '../../components/logo-image'
import { PageCards } from '../../components/page-cards'
import { NewTabHint } from '../../components/rich-text'
import { NowNextBlock, ProgrammeJsonScript } from '../../features/event-days/event-days'
import type { Data } from './+data'

export default function Page() {
  const { hero, countdown, organisation, activities, eventDays } = useData<Data>()
  return (
    <>
      <section className="home-hero" aria-labelledby="home-titulo">
        <Container maxWidth="lg" className="home-hero__inner">
          {hero.logo ? (
            <LogoImage
              logo={hero.logo}
              alt=""
              priority="high"
              className={hero.logo.dark ? 'home-hero__logo' : 'home-hero__logo logo-plate'}
            />
          ) : null}
          <Typography variant="h1" component="h1" id="home-titulo" className="home-hero__title">
            {hero.title}
          </Typography>
          <p className="home-hero__subtitle">{hero.subtitle}</p>
          <p className="home-hero__dates">{hero.dates}</p>
          <p className="home-hero__theme">{hero.theme}</p>
          <p className="home-hero__venue">
            <span>{hero.venue}</span>
            {hero.venuePage.href ? (
              <>
                {' · '}
                <a href={hero.venuePage.href}>{hero.venuePage.label}</a>
              </>
            ) : null}
          </p>
          {hero.registration ? (
            // Shown before and during the event; the countdown script hides it once the event is over.
            <div className="home-hero__actions" data-phases="before during" hidden={countdown.buildPhase === 'after'}>
              {hero.registration.kind === 'external' ? (
                <Button
                  variant="contained"
                  color="secondary"
                  size="large"
                  href={hero.registration.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="home-hero__register"
                >
                  {hero.registration.label}
                  <NewTabHint text={hero.newTab} />
                </Button>
              ) : (
                <Button variant="contained" color="secondary" size="large" href={hero.registration.href} className="home-hero__register">
                  {hero.registration.label}
                </Button>
              )}
            </div>
          ) : null}
          <div className="home-countdown">
            <h2 className="home-countdown__heading" data-phases="before" hidden={countdown.buildPhase !== 'before'}>
              {countdown.heading}
            </h2>
            <Countdown
              start={countdown.start}
              end={countdown.end}
              buildTimeMs={countdown.buildTimeMs}
              timelineHref="/timeline"
              texts={countdown.texts}
            />
          </div>
          <NowNextBlock compact texts={eventDays.texts} />
          <ProgrammeJsonScript data={eventDays.programme} />
        </Container>
      </section>
      <Container maxWidth="lg">
        <section className="home-activities" aria-labelledby="chamadas-titulo">
          <h2 className="home-section-heading" id="chamadas-titulo">
            {activities.heading}
          </h2>
          <PageCards cards={activities.cards} accessLabel={activities.access} headingLevel={3} />
        </section>
        {organisation ? (
          <OrganisationCarousel heading={organisation.heading} members={organisation.members} texts={organisation.texts} />
        ) : null}
      </Container>
    </>
  )
}
