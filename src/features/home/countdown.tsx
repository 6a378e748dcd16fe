import './countdown.css'
import { countdownState, twoDigits } from '../../client/countdown-state'
import { Timed } from '../../components/timed'
import type { CountdownTexts } from '../../content/generated/pages'
import { editionPhase } from '../../content/time'

// The prerendered numbers are the build's (`buildTimeMs`); the client script counts on from the page's load.
type UnitsProps = { start: string; buildTimeMs: number; texts: CountdownTexts }

const units = ['days', 'hours', 'minutes', 'seconds'] as const

/** Days, hours, minutes and seconds until `start`, as at the build; src/client/countdown.ts counts on. */
export function CountdownUnits({ start, buildTimeMs, texts }: UnitsProps) {
  const state = countdownState(buildTimeMs, Date.parse(start), Date.parse(start))
  return (
    <div className="countdown__units" role="timer">
      {units.map((unit) => (
        <div className="countdown__unit" key={unit}>
          <span className="countdown__value" data-unit={unit}>
            {state.phase === 'before' ? twoDigits(state[unit]) : '00'}
          </span>
          <span className="countdown__label">{texts[unit]}</span>
        </div>
      ))}
    </div>
  )
}

export function Countdown({ start, end, buildTimeMs, timelineHref, texts }: UnitsProps & { end: string; timelineHref: string }) {
  const phase = (now: number) => editionPhase({ start, end }, now)
  // Each phase is shown by the clock (decision 0172), from the first frame; the script only counts.
  return (
    <div className="countdown" data-countdown data-start={start} data-end={end}>
      <Timed when={(now) => phase(now) === 'upcoming'}>
        <CountdownUnits start={start} buildTimeMs={buildTimeMs} texts={texts} />
      </Timed>
      <Timed when={(now) => phase(now) === 'on'}>
        <div className="countdown__message">
          <p className="countdown__text">{texts.started}</p>
          <a className="countdown__link" href={timelineHref}>
            {texts.startedLink}
          </a>
          <div className="confetti" data-confetti aria-hidden="true" />
        </div>
      </Timed>
      <Timed when={(now) => phase(now) === 'over'}>
        <div className="countdown__message">
          <p className="countdown__text">{texts.ended}</p>
        </div>
      </Timed>
    </div>
  )
}
