// Markers in texts (defs.schema.json#/$defs/template): {edicao} takes a fact of the edition, {data:<id>} a date or time of a
// call's `dates`, so a text never holds a typed copy of a date. Shared by the pages (fill) and the rules.
import { formatDay } from '../format/date-time.ts'
import type { ResolvedCallDate } from './programme.ts'

export const EDITION_MARKERS = ['edicao', 'ano', 'tema', 'datas', 'numero'] as const
export const DATE_MARKERS = ['data', 'data-fim', 'inicio', 'fim'] as const
export type DateMarker = (typeof DATE_MARKERS)[number]

/** `{name}` or `{name:id}`; the schema pattern lets only these shapes through. */
export const MARKER_RE = /\{([a-z-]+)(?::([a-z0-9]+(?:-[a-z0-9]+)*))?\}/g

export type DatedEntry = Pick<ResolvedCallDate, 'id' | 'date' | 'endDate' | 'start' | 'end'>

/** The text a date marker stands for, or null when the entry has no such field (no start time...). */
export function dateMarkerValue(name: DateMarker, entry: DatedEntry): string | null {
  switch (name) {
    case 'data':
      return formatDay(entry.date)
    case 'data-fim':
      return formatDay(entry.endDate ?? entry.date)
    case 'inicio':
      return entry.start
    case 'fim':
      return entry.end
  }
}

export const isDateMarker = (name: string): name is DateMarker => (DATE_MARKERS as readonly string[]).includes(name)
