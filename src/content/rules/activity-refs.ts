import type { Activities } from '../generated/activities.ts'
import { expandPointer } from '../schema-paths.ts'
import type { CheckedFile } from '../checked-file.ts'
import { check, dataOf, didYouMean, validFile, valuesAt, years } from './rule-helpers.ts'

/** Activities named by schedule items and categories exist; the default category is a category. */
export const checkActivityRefs = check(({ files, report }) => {
  for (const year of years(files)) {
    const activitiesFile = validFile(files, 'activities', year)
    // An activities.yaml with its own errors cannot tell which ids exist: report those first.
    if (!activitiesFile && files.some((f) => f.kind === 'activities' && f.year === year)) continue
    const schedule = validFile(files, 'schedule', year)
    const activities = activitiesFile ? dataOf<Activities>(activitiesFile) : undefined
    const ids = activities?.activities.map((a) => a.id) ?? []
    const known = new Set(ids)
    const unknown = (f: CheckedFile, pointer: string, value: string) =>
      report(f, pointer, `atividade não encontrada: '${value}' (não está em data/editions/${year}/activities.yaml)`, didYouMean(value, ids))
    if (schedule) {
      for (const { pointer, value } of valuesAt(schedule.parsed.data, ['/days/*/events/*/activityId', '/days/*/events/*/activityIds/*']))
        if (typeof value === 'string' && !known.has(value)) unknown(schedule, pointer, value)
    }
    if (activitiesFile && activities) {
      for (const { pointer, value } of expandPointer(activities, '/categories/*/activityIds/*')) {
        if (typeof value === 'string' && !known.has(value)) unknown(activitiesFile, pointer, value)
      }
      const categories = activities.categories.map((c) => c.id)
      if (activities.defaultCategory !== null && !categories.includes(activities.defaultCategory)) {
        report(
          activitiesFile,
          '/defaultCategory',
          `categoria não encontrada: '${activities.defaultCategory}'`,
          didYouMean(activities.defaultCategory, categories) ?? (categories.length ? `categorias: ${categories.join(', ')}` : undefined),
        )
      }
    }
  }
})
