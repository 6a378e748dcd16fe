import { createContext, useContext, type ReactNode } from 'react'

/** The build's instant and the later instants, sorted, at which the current edition's pages change (src/content/time.ts). */
export interface Clock {
  builtAt: number
  boundaries: number[]
}

export const ClockContext = createContext<Clock | null>(null)

function useClock(): Clock {
  const clock = useContext(ClockContext)
  if (!clock) throw new Error('useClock() outside <ClockContext> (src/pages/+Layout.tsx and the live shell provide it)')
  return clock
}

/** The clock's states (k: from the build or boundaries[k - 1]) in which `holds` is true, asked at each one's first instant. */
export function statesWhere(clock: Clock, holds: (now: number) => boolean): number[] {
  return [clock.builtAt, ...clock.boundaries].flatMap((start, k) => (holds(start) ? [k] : []))
}

/** What holds at some instants only: nothing, as it is, or marked with its states (clock-switch.ts). `inline`: in a line. */
export function Timed({ when, inline = false, children }: { when: (now: number) => boolean; inline?: boolean; children: ReactNode }) {
  const clock = useClock()
  const states = statesWhere(clock, when)
  if (states.length === 0) return null
  if (states.length === clock.boundaries.length + 1) return <>{children}</>
  const Tag = inline ? 'span' : 'div'
  return <Tag data-when={states.join(' ')}>{children}</Tag>
}

/** What a content text or block says until `changesAt` (the edition's end) and from it (edition-template.ts fills it). */
export interface TimedText<T = string> {
  changesAt: number
  before: T | null
  after: T | null
}

/** What a changing text says at `now`: where a text must be one string (an accessible name, the head). */
export const textAt = (text: TimedText, now: number) => (now < text.changesAt ? text.before : text.after)

/** Each variant of a text that may change at the edition's end, drawn by `draw` (by default as it is). */
export function Changing<T = string>({
  text,
  draw = (t) => t as ReactNode,
  inline = false,
}: {
  text: TimedText<T>
  draw?: (text: T) => ReactNode
  inline?: boolean
}) {
  if (text.before === text.after) return text.before === null ? null : draw(text.before)
  const { changesAt, before, after } = text
  return (
    <>
      {before === null ? null : (
        <Timed inline={inline} when={(now) => now < changesAt}>
          {draw(before)}
        </Timed>
      )}
      {after === null ? null : (
        <Timed inline={inline} when={(now) => now >= changesAt}>
          {draw(after)}
        </Timed>
      )}
    </>
  )
}
