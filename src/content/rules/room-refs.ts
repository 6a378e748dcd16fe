import type { Edition } from '../generated/edition.ts'
import { checkEachEdition, dataOf, reportUnknown, validFile, validFiles, valuesAt } from './rule-helpers.ts'

/** Rooms named by schedule items, activities and call dates are rooms of the same edition. */
export const checkRoomRefs = checkEachEdition(({ files, report, year }) => {
  const edition = validFile(files, 'edition', year)
  if (!edition) return
  const rooms = dataOf<Edition>(edition).rooms.map((r) => r.id)
  const message = (id: string) => `espaço não encontrado: '${id}' (não está em rooms de data/editions/${year}/edition.yaml)`
  const otherwise = rooms.length ? `espaços da edição: ${rooms.join(', ')}` : 'cadastre o espaço em rooms'
  const places = [
    { f: validFile(files, 'schedule', year), pattern: '/days/*/events/*/roomId' },
    { f: validFile(files, 'activities', year), pattern: '/activities/*/when/roomId' },
    ...validFiles(files, 'call', year).map((f) => ({ f, pattern: '/dates/*/roomId' })),
  ]
  for (const { f, pattern } of places) if (f) reportUnknown(report, f, valuesAt(f.parsed.data, [pattern]), rooms, message, otherwise)
})
