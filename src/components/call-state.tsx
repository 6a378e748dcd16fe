import type { ReactNode } from 'react'
import { windowState, type Window, type WindowState } from '../content/time'
import { Timed } from './timed'

/** A call's window and the line it shows in each state, filled; null: no line (no opening date). */
export interface CallStatus {
  window: Window
  lines: Record<WindowState, string | null>
}

/** The line of the call's state now: "Abre em …", "Inscrições até …", "Inscrições encerradas em …" (decision 0172). */
export function CallState({ status, className }: { status: CallStatus; className: string }) {
  return (
    <>
      {(['upcoming', 'open', 'closed'] as const).map((kind) =>
        status.lines[kind] ? (
          <Timed key={kind} when={(now) => windowState(status.window, now) === kind}>
            <p className={`${className} ${className}--${kind}`}>{status.lines[kind]}</p>
          </Timed>
        ) : null,
      )}
    </>
  )
}

/** What holds only until the call closes (an invitation to take part). */
export function OpenOrUpcoming({ status, children }: { status: CallStatus; children: ReactNode }) {
  return <Timed when={(now) => windowState(status.window, now) !== 'closed'}>{children}</Timed>
}
