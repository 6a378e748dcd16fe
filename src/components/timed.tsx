import { createContext, useContext, type ReactNode } from 'react'

/** The build's instant and the instants after it at which the current edition's pages change. */
export interface Clock {
  builtAt: number
  /** Sorted; every one later than builtAt (src/content/time.ts editionBoundaries). */
  boundaries: number[]
}

export const ClockContext = createContext<Clock | null>(null)

function useClock(): Clock {
  const clock = useContext(ClockContext)
  if (!clock) throw new Error('useClock() outside <ClockContext> (src/pages/+Layout.tsx and the live shell provide it)')
  return clock
}

/**
 * The clock's states in which `holds` is true. State k runs from the build (k = 0) or from
 * boundaries[k - 1] until the next boundary; nothing the content says changes in between, so
 * `holds` is asked at each state's first instant.
 */
export function statesWhere(clock: Clock, holds: (now: number) => boolean): number[] {
  return [clock.builtAt, ...clock.boundaries].flatMap((start, k) => (holds(start) ? [k] : []))
}

/**
 * What holds at some instants only (`when`, from src/content/time.ts): nothing when it never holds
 * again after the build, as it is when it always does, else marked with the states in which it
 * shows (src/layout/clock-switch.ts). `inline`: inside a paragraph or a line.
 */
export function Timed({ when, inline = false, children }: { when: (now: number) => boolean; inline?: boolean; children: ReactNode }) {
  const clock = useClock()
  const states = statesWhere(clock, when)
  if (states.length === 0) return null
  if (states.length === clock.boundaries.length + 1) return <>{children}</>
  const Tag = inline ? 'span' : 'div'
  return <Tag data-when={states.join(' ')}>{children}</Tag>
}

/** A content text that may change at the edition's end, filled: what it says until `changesAt` and from it. */
export interface TimedText {
  changesAt: number
  before: string | null
  after: string | null
}

/** What a changing text says at `now`: where a text must be one string (an accessible name, the head). */
export const textAt = (text: TimedText, now: number) => (now < text.changesAt ? text.before : text.after)

/**
 * A text that may change at the edition's end (src/components/edition-template.ts fillTimedText),
 * each variant drawn by `draw` (by default as it is). `inline`: inside a heading or a line.
 */
export function Changing({
  text,
  draw = (t) => t,
  inline = false,
}: {
  text: TimedText
  draw?: (text: string) => ReactNode
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
