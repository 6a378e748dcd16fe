// A call's kind is its file's name (calls/hackathon.yaml is the hackathon): the one name of a kind,
// also in the deadlines calendar's UIDs. Its page's address, texts and card are in the file, so a
// new kind of call is a new file and nothing else.
import type { Call } from './generated/call.ts'
import type { CallDateWithRoom } from './programme.ts'

export type ResolvedCall = Omit<Call, 'dates'> & {
  /** The file's name: calls/hackathon.yaml -> "hackathon". */
  kind: string
  /** Each date with its day, times and room; a date that names a programme item read from it. */
  dates: CallDateWithRoom[]
}

/** What a call page shows: at the address `call.path`, the call of the edition `year`. */
export interface ShownCall {
  /** The edition whose call the page shows. */
  year: string
  call: ResolvedCall
}

type Ordered = Pick<ResolvedCall, 'kind' | 'order'>

/** Calls by their `order`, then by kind: the order of the menu, the cards and the deadlines calendar. */
export const compareCalls = (a: Ordered, b: Ordered) => a.order - b.order || a.kind.localeCompare(b.kind)

/**
 * One page per kind of call: the current edition's call of that kind, else the latest earlier
 * edition's (decision 0114: the ideathon was last held in 2024). An edition after the current one
 * is not public yet, so its calls show nowhere.
 */
export function callPagesOf(editions: readonly { year: string; calls: readonly ResolvedCall[] }[], currentEdition: string): ShownCall[] {
  const latest = new Map<string, ShownCall>()
  for (const { year, calls } of editions) {
    if (year > currentEdition) continue
    for (const call of calls) {
      const shown = latest.get(call.kind)
      if (!shown || shown.year < year) latest.set(call.kind, { year, call })
    }
  }
  return [...latest.values()].sort((a, b) => compareCalls(a.call, b.call))
}
