// The home page's parts that follow the clock (decision 0172): what the registration allows now, and
// after the edition, what happened and where the next one will be announced.
import type { ReactNode } from 'react'
import { Button } from '../../components/button'
import { NewTabHint } from '../../components/new-tab-hint'
import { Timed } from '../../components/timed'
import type { Edition } from '../../content/generated/edition'
import { editionPhase, registrationState } from '../../content/time'

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
  next: { text: string; href: string; label: string } | null
}

/** After the edition: where to see what happened, and where the next edition will be announced. */
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
        {after.next ? (
          <p className="home-after__next">
            {after.next.text}{' '}
            <a href={after.next.href} target="_blank" rel="noopener noreferrer">
              {after.next.label}
              <NewTabHint />
            </a>
          </p>
        ) : null}
      </section>
    </DuringPhase>
  )
}
