// The home page's parts that follow the clock (decision 0172): what the registration allows now, and after the edition,
// what happened and what is known of the next one (decision 0174).
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

/** The registration's one button: to the platform (a new tab), or to /registration on site. */
function Register({ href, label, newTab = true }: { href: string; label: string; newTab?: boolean }) {
  return (
    <div className="home-hero__actions">
      <Button href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className="home-hero__register">
        {label}
        {newTab ? <NewTabHint /> : null}
      </Button>
    </div>
  )
}

/** "Inscreva-se" to the platform while registration is open online, to /registration while on site, a line once over. */
export interface HomeRegistration {
  edition: EditionTimes
  register: string
  onSite: { href: string; label: string }
  over: string
}

export function RegistrationNow({ registration }: { registration: HomeRegistration }) {
  const { edition } = registration
  const state = (now: number) => registrationState(edition, now)
  return (
    <>
      {edition.registration.signInUrl ? (
        <Timed when={(now) => state(now) === 'open'}>
          <Register href={edition.registration.signInUrl} label={registration.register} />
        </Timed>
      ) : null}
      <Timed when={(now) => state(now) === 'on-site'}>
        <Register href={registration.onSite.href} label={registration.onSite.label} newTab={false} />
      </Timed>
      <Timed when={(now) => state(now) === 'over'}>
        <p className="home-hero__closed">{registration.over}</p>
      </Timed>
    </>
  )
}

/** Shown only while the edition is in `phase`. */
export function DuringPhase(props: { edition: EditionTimes; phase: 'upcoming' | 'on' | 'over'; children: ReactNode }) {
  return <Timed when={(now) => editionPhase(props.edition, now) === props.phase}>{props.children}</Timed>
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
        {next.signIn ? <Register href={next.signIn.href} label={next.signIn.label} /> : null}
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
        <ul className="plain-list home-after__links">
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
