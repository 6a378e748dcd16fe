// Small built-site fixtures for the tests of this folder: pages, schedule.json and files written
// into a temporary folder the way the build lays them out.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eventInstant } from '../format/event-time'

export interface FixtureEvent {
  guid: string
  title: string
  date: string
  start: string
  duration: string
  room: string
}

export const fixtureEvent = (guid: string, title: string, date: string, start: string, duration: string, room: string): FixtureEvent => ({
  guid,
  title,
  date: eventInstant(date, start),
  start,
  duration,
  room,
})

/** A minimal frab/c3voc schedule.json with the given events. */
export function scheduleJson(events: FixtureEvent[]): string {
  const days = new Map<string, Record<string, FixtureEvent[]>>()
  for (const event of events) {
    const day = event.date.slice(0, 10)
    const rooms = days.get(day) ?? {}
    ;(rooms[event.room] ??= []).push(event)
    days.set(day, rooms)
  }
  return JSON.stringify({
    schedule: { version: 'x', conference: { days: [...days].map(([date, rooms], i) => ({ index: i + 1, date, rooms })) } },
  })
}

/** A page as the build writes it: hashed assets, an inline script, header, main and footer. */
export function fixturePage(title: string, main: string, options: { hash?: string; footer?: string } = {}): string {
  const hash = options.hash ?? 'Ab12Cd34'
  return `<!DOCTYPE html><html lang="pt-BR"><head><link rel="stylesheet" href="/assets/static/global.${hash}.css"><title>${title}</title>
<script>document.documentElement.dataset.v="${hash}"</script></head><body><header><a href="/">SERCOMP</a></header>
<main>${main}</main><footer>${options.footer ?? 'Todos os direitos reservados'}</footer>
<script type="module" src="/assets/entries/page.${hash}.js"></script></body></html>`
}

/** Writes `files` (path -> content) into a new temporary folder and returns it. */
export function writeSite(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sercomp-site-'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  return dir
}
