import './countdown.css'
import { countdownState, twoDigits } from '../../client/countdown-state'
import type { CountdownTexts } from '../../content/generated/pages'

interface Props {
  start: string
  end: string
  /** The prerendered phase is the one at build time; the client script corrects it on load. */
  buildTimeMs: number
  timelineHref: string
  texts: CountdownTexts
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const

export function Countdown({ start, end, buildTimeMs, timelineHref, texts }: Props) {
  const state = countdownState(buildTimeMs, Date.parse(start), Date.parse(end))
  return (
    <div className="countdown" data-countdown data-start={start} data-end={end}>
      <div className="countdown__units" data-phase="before" role="timer" hidden={state.phase !== 'before'}>
        {units.map((unit) => (
          <div className="countdown__unit" key={unit}>
            <span className="countdown__value" data-unit={unit}>
              {state.phase === 'before' ? twoDigits(state[unit]) : '00'}
            </span>
            <span className="countdown__label">{texts[unit]}</span>
          </div>
        ))}
      </div>
      <div className="countdown__message" data-phase="during" hidden={state.phase !== 'during'}>
        <p className="countdown__text">{texts.started}</p>
        <a className="countdown__link" href={timelineHref}>
          {texts.startedLink}
        </a>
        <div className="confetti" data-confetti aria-hidden="true" />
      </div>
      <div className="countdown__message" data-phase="after" hidden={state.phase !== 'after'}>
        <p className="countdown__text">{texts.ended}</p>
      </div>
    </div>
  )
}
