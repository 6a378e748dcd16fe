// A call's kind is its file's name (calls/hackathon.yaml is the hackathon): the one name of a kind, also in the deadlines
// calendar's UIDs. Its address, texts and card are in the file, so a new kind of call is a new file and nothing else.
import type { Call } from './generated/call.ts'
import type { CallDateWithRoom } from './programme.ts'

export type ResolvedCall = Omit<Call, 'dates'> & { kind: string; dates: CallDateWithRoom[] }

/** A call page: at `path` (the file's, or an archive address), the call of the edition `year`. */
export interface ShownCall {
  path: string
  year: string
  call: ResolvedCall
}

type Ordered = Pick<ResolvedCall, 'kind' | 'order'>
type EditionCalls = readonly { year: string; calls: readonly ResolvedCall[] }[]

/** Calls by their `order`, then by kind: the order of the menu, the cards and the deadlines calendar. */
export const compareCalls = (a: Ordered, b: Ordered) => a.order - b.order || a.kind.localeCompare(b.kind)

/** One page per kind of call: the current edition's call, else the latest earlier one's (decision 0114); never a later edition's. */
export function callPagesOf(editions: EditionCalls, currentEdition: string): ShownCall[] {
  const latest = new Map<string, ShownCall>()
  for (const { year, calls } of editions) {
    if (year > currentEdition) continue
    for (const call of calls) {
      const shown = latest.get(call.kind)
      if (!shown || shown.year < year) latest.set(call.kind, { path: call.path, year, call })
    }
  }
  return [...latest.values()].sort((a, b) => compareCalls(a.call, b.call))
}

/** Where an earlier edition keeps a call of its own, under its archive page: "/2023/chamadas/papers". */
export const archiveCallPath = (year: string, kind: string) => `/${year}/chamadas/${kind}`

/** Every call of every earlier edition at its archive address for good (decision 0178), newest edition first. */
export function archiveCallPagesOf(editions: EditionCalls, currentEdition: string): ShownCall[] {
  return editions
    .filter(({ year }) => year < currentEdition)
    .sort((a, b) => b.year.localeCompare(a.year))
    .flatMap(({ year, calls }) => [...calls].sort(compareCalls).map((call) => ({ path: archiveCallPath(year, call.kind), year, call })))
}

/** The address of the page that shows an edition's call: its own `path` in the current edition, its archive address before it. */
export const callPathOf = (year: string, call: Pick<ResolvedCall, 'kind' | 'path'>, currentEdition: string) =>
  year < currentEdition ? archiveCallPath(year, call.kind) : call.path
