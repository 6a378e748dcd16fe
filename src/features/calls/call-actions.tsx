import { Button } from '../../components/button'
import { NewTabHint } from '../../components/new-tab-hint'
import { CallState } from '../../components/call-state'
import { Timed } from '../../components/timed'
import { windowState } from '../../content/time'
import type { callActions } from './call-page-data'

// The one place that draws a call's actions (decision 0172): its links as buttons, and nothing offers a form the call's dates
// say is not open.
export function CallActions({ actions, className }: { actions: ReturnType<typeof callActions>; className: string }) {
  const state = (now: number) => windowState(actions.window, now)
  return (
    <div className={`call-actions ${className}`}>
      <CallState status={actions} className="call-actions__state" />
      {actions.buttons.length > 0 ? (
        <div className="call-actions__buttons button-group">
          {actions.buttons.map((button, index) => {
            // The first is the call's main action; the others are secondary.
            const link = (
              <Button
                key={button.id}
                variant={index === 0 ? 'primary' : 'secondary'}
                href={button.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {button.label}
                <NewTabHint />
              </Button>
            )
            return button.form ? (
              <Timed key={button.id} when={(now) => state(now) === 'open'}>
                {link}
              </Timed>
            ) : (
              link
            )
          })}
        </div>
      ) : null}
    </div>
  )
}
