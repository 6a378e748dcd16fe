import type { ProgrammeJson } from '../features/event-days/programme-json'

// The programme block the build writes into the event-day pages (src/features/event-days).
export function readProgrammeJson(doc: Document = document): ProgrammeJson | null {
  const text = doc.getElementById('sercomp-programme')?.textContent
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
