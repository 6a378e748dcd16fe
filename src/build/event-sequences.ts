// Calendars that follow (decision 0181): an event's SEQUENCE is how many times what a calendar shows of it changed in the
// content's git history, so a phone takes the new time; without history every sequence is 0 and a calendar may keep the old time.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles } from '../publishing/built-pages'
import { editionHistory, publishedFields, type Shown, type Texts } from '../publishing/programme-history'

/** Per item id, how many times its fields differ from those of the last version that had it (oldest version first). */
export function changeCounts(versions: readonly ReadonlyMap<string, string>[]): Map<string, number> {
  const last = new Map<string, string>()
  const counts = new Map<string, number>()
  for (const version of versions) {
    for (const [id, fields] of version) {
      const before = last.get(id)
      if (before !== undefined && before !== fields) counts.set(id, (counts.get(id) ?? 0) + 1)
      last.set(id, fields)
    }
  }
  return counts
}

/** The SEQUENCE of each event of an edition's calendars (absent: 0), by programme item id and by call date ("<kind>/<id>"). */
export function eventSequences(root: string, year: string): Record<'items' | 'callDates', ReadonlyMap<string, number>> {
  // The edition's files as they are now, by path under its folder, after its committed versions.
  const folder = join(root, `data/editions/${year}`)
  const files = listFiles(folder).filter((path) => path.endsWith('.yaml'))
  const current: Texts = Object.fromEntries(files.map((path) => [path, readFileSync(join(folder, path), 'utf8')]))
  const shown = [...editionHistory(root, year).map((v) => v.shown), publishedFields(current)]
  const versions = shown.filter((v): v is Shown => v !== null)
  return {
    // A room-less item's LOCATION is the venue's: a new venue moves them all.
    items: changeCounts(versions.map((v) => new Map([...v.items].map(([id, item]) => [id, JSON.stringify([v.venue, item])])))),
    callDates: changeCounts(versions.map((v) => v.callDates)),
  }
}
