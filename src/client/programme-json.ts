// The programme block the build writes into the event-day pages (src/features/event-days/programme-json.ts);
// its shape is defined here, beside its reader, so that browser code imports nothing from a feature.
import type { Cancellation } from '../content/programme'

export const PROGRAMME_JSON_ID = 'sercomp-programme'

export interface AgendaItem {
  id: string
  uid: string
  title: string
  /** "2025-05-19" and the day's label as the programme shows it ("Segunda-feira — 19/05"). */
  date: string
  day: string
  /** "HH:MM", America/Fortaleza. */
  start: string
  end: string
  startIso: string
  endIso: string
  /** The room's name as the programme shows it, or null. */
  roomName: string | null
  location: string
  url: string
  /** Only on a cancelled item (decision 0181), with the organisers' reason if any. */
  cancelled?: Cancellation
}

export interface ProgrammeJson {
  year: string
  /** The edition's start and end instants: outside them 'Agora'/'A seguir' stay hidden. */
  start: string
  end: string
  calendarName: string
  items: AgendaItem[]
  /** /minha-agenda only: the edition's room names, to read the rooms a shared link carries (agenda-link.ts). */
  rooms?: string[]
}

export function readProgrammeJson(doc: Document = document): ProgrammeJson | null {
  // The build writes it with JSON.stringify: present, it parses.
  const text = doc.getElementById(PROGRAMME_JSON_ID)?.textContent
  return text ? (JSON.parse(text) as ProgrammeJson) : null
}
