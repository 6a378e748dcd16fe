// The programme block the build writes into the event-day pages (src/features/event-days/programme-json.ts);
// its shape is defined here, beside its reader, so that browser code imports nothing from a feature.
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
  room: string | null
  location: string
  url: string
}

export interface ProgrammeJson {
  year: string
  /** The edition's start and end instants: outside them 'Agora'/'A seguir' stay hidden. */
  start: string
  end: string
  calendarName: string
  items: AgendaItem[]
}

export function readProgrammeJson(doc: Document = document): ProgrammeJson | null {
  const text = doc.getElementById(PROGRAMME_JSON_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as ProgrammeJson
  } catch {
    return null
  }
}

/** "19/05 às 14:30" style date and time in America/Fortaleza, whatever the phone's zone. */
export function fortalezaDateTime(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Fortaleza',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`
}
