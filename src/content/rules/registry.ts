// The rules across files, run in this order after the schemas (validate.ts): a new rule is a file here with its test, and a line.
import type { CheckedFile } from '../checked-file.ts'
import type { Problem } from '../problem.ts'
import { checkActivityRefs } from './activity-refs.ts'
import { checkCallDates } from './call-dates.ts'
import { checkCallDatesInEdition } from './call-dates-in-edition.ts'
import { checkCallItems } from './call-items.ts'
import { checkCallPaths } from './call-paths.ts'
import { checkCallWindow } from './call-window.ts'
import { checkEditionIdentity } from './edition-identity.ts'
import { checkImages } from './images.ts'
import { checkLiteralDates } from './literal-dates.ts'
import { checkMarkers } from './markers.ts'
import { checkOverlaps } from './overlaps.ts'
import { checkPeopleRefs } from './people-refs.ts'
import { checkPersonOverlaps } from './person-overlaps.ts'
import { checkProgrammeEntries } from './programme-entries.ts'
import { checkRoomRefs } from './room-refs.ts'
import type { Check, CrossCheckOptions } from './rule-helpers.ts'
import { checkScheduleDates } from './schedule-dates.ts'
import { checkTimes } from './times.ts'
import { checkUniqueIds } from './unique-ids.ts'
import { checkWeights } from './weights.ts'

const RULES: readonly Check[] = [
  checkUniqueIds,
  checkEditionIdentity,
  checkPeopleRefs,
  checkRoomRefs,
  checkActivityRefs,
  checkTimes,
  checkScheduleDates,
  checkOverlaps,
  checkCallDates,
  checkCallItems,
  checkWeights,
  checkImages,
  checkProgrammeEntries,
  checkPersonOverlaps,
  checkCallDatesInEdition,
  checkMarkers,
  checkLiteralDates,
  checkCallPaths,
  checkCallWindow,
]

export function crossCheck(files: readonly CheckedFile[], options: CrossCheckOptions): Problem[] {
  return RULES.flatMap((rule) => rule(files, options))
}
