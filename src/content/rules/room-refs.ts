import type { Edition } from '../generated/edition.ts'
import { expandPointer } from '../schema-paths.ts'
import type { CheckedFile } from '../checked-file.ts'
import { check, dataOf, didYouMean, validFile, validFiles, years } from './rule-helpers.ts'

/** Rooms named by schedule items, activities and call dates are rooms of the same edition. */
export const checkRoomRefs = check(({ files, report }) => {
  for (const year of years(files)) {
    const edition = validFile(files, 'edition', year)
    if (!edition) continue
    const rooms = dataOf<Edition>(edition).rooms.map((r) => r.id)
    const known = new Set(rooms)
    const checkPattern = (f: CheckedFile | undefined, pattern: string) => {
      if (!f) return
      for (const { pointer, value } of expandPointer(f.parsed.data, pattern)) {
        if (typeof value === 'string' && !known.has(value)) {
          report(
            f,
            pointer,
            `espaço não encontrado: '${value}' (não está em rooms de data/editions/${year}/edition.yaml)`,
            didYouMean(value, rooms) ?? (rooms.length ? `espaços da edição: ${rooms.join(', ')}` : 'cadastre o espaço em rooms'),
          )
        }
      }
    }
    checkPattern(validFile(files, 'schedule', year), '/days/*/events/*/roomId')
    checkPattern(validFile(files, 'activities', year), '/activities/*/when/roomId')
    for (const call of validFiles(files, 'call', year)) checkPattern(call, '/dates/*/roomId')
  }
})
