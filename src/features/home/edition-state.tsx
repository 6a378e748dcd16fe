// The home page's parts that follow the clock (decision 0172): what the registration allows now, and
// after the edition, what happened and what is known of the next one (decision 0174).
import type { ReactNode } from 'react'
import { Button } from '../../components/button'
import { NewTabHint } from '../../components/new-tab-hint'
import { Timed } from '../../components/timed'
import type { Edition } from '../../content/generated/edition'
import type { CountdownTexts } from '../../content/generated/pages'
import { editionPhase, registrationState } from '../../content/time'
import { CountdownUnits } from './countdown'
import type { NextEditionView } from './next-edition'

type EditionTimes = Pick<Edition, 'start' | 'end' | 'registration'>

export interface HomeRegistration {
  edition: EditionTimes
  /** "Inscreva-se": to the platform, while online registration is open. */
  register: string
  /** To /registration, after it and until the end, when the edition takes registrations on site. */
  onSite: { href: string; label: string }
  /** Once the edition is over. */
  over: string
}

export function RegistrationNow({ registration }: { registration: HomeRegistration }) {
  const { edition } = registration
  const state = (now: number) => registrationState(edition, now)
  return (
    <>
      {edition.registration.signInUrl ? (
        <Timed when={(now) => state(now) === 'open'}>
          <div className="home-hero__actions">
            <Button href={edition.registration.signInUrl} target="_blank" rel="noopener noreferrer" className="home-hero__register">
              {registration.register}
              <NewTabHint />
            </Button>
          </div>
        </Timed>
      ) : null}
      <Timed when={(now) => state(now) === 'on-site'}>
        <div className="home-hero__actions">
          <Button href={registration.onSite.href} className="home-hero__register">
            {registration.onSite.label}
          </Button>
        </div>
      </Timed>
      <Timed when={(now) => state(now) === 'over'}>
        <p className="home-hero__closed">{registration.over}</p>
      </Timed>
    </>
  )
}

/** Shown only while the edition is in `phase`. */
export function DuringPhase({
  edition,
  phase,
  children,
}: {
  edition: EditionTimes
  phase: 'upcoming' | 'on' | 'over'
  children: ReactNode
}) {
  return <Timed when={(now) => editionPhase(edition, now) === phase}>{children}</Timed>
}

export interface AfterEditionTexts {
  heading: string
  links: { href: string; label: string }[]
  next: NextEditionView | null
  /** The countdown's units, and the build's instant its numbers are drawn at. */
  countdown: { texts: CountdownTexts; buildTimeMs: number }
}

/** What is known of the next edition: where it will be announced, its month, or its dates with a countdown and the registration. */
function NextEdition({ next, countdown }: { next: NextEditionView; countdown: AfterEditionTexts['countdown'] }) {
  if (next.kind === 'announce')
    return (
      <p className="home-after__next">
        {next.text}{' '}
        <a href={next.href} target="_blank" rel="noopener noreferrer">
          {next.label}
          <NewTabHint />
        </a>
      </p>
    )
  if (next.kind === 'month') return <p className="home-after__next">{next.text}</p>
  const start = Date.parse(next.start)
  return (
    <>
      <p className="home-after__next">{next.text}</p>
      {/* Until the next edition starts (a boundary of the clock, src/content/time.ts nextEditionStart). */}
      <Timed when={(now) => now < start}>
        <div className="countdown" data-countdown data-start={next.start} data-end={next.start}>
          <CountdownUnits start={next.start} buildTimeMs={countdown.buildTimeMs} texts={countdown.texts} />
        </div>
        {next.signIn ? (
          <div className="home-hero__actions">
            <Button href={next.signIn.href} target="_blank" rel="noopener noreferrer" className="home-hero__register">
              {next.signIn.label}
              <NewTabHint />
            </Button>
          </div>
        ) : null}
      </Timed>
    </>
  )
}

/** After the edition: where to see what happened, and what is known of the next edition. */
export function AfterEdition({ edition, after }: { edition: EditionTimes; after: AfterEditionTexts }) {
  return (
    <DuringPhase edition={edition} phase="over">
      <section className="home-after" aria-labelledby="home-depois">
        <h2 className="home-after__heading" id="home-depois">
          {after.heading}
        </h2>
        <ul className="home-after__links">
          {after.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
        {after.next ? <NextEdition next={after.next} countdown={after.countdown} /> : null}
      </section>
    </DuringPhase>
  )
}
