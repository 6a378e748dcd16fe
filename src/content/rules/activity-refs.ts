import type { Activities } from '../generated/activities.ts'
import { brokenFile, checkEachEdition, dataOf, reportUnknown, validFile, valuesAt } from './rule-helpers.ts'

/** Activities named by schedule items and categories exist; the default category is a category. */
export const checkActivityRefs = checkEachEdition(({ files, report, year }) => {
  if (brokenFile(files, 'activities', year)) return
  const activitiesFile = validFile(files, 'activities', year)
  const activities = activitiesFile ? dataOf<Activities>(activitiesFile) : undefined
  const ids = activities?.activities.map((a) => a.id) ?? []
  const message = (id: string) => `atividade não encontrada: '${id}' (não está em data/editions/${year}/activities.yaml)`
  const places = [
    { f: validFile(files, 'schedule', year), patterns: ['/days/*/events/*/activityId', '/days/*/events/*/activityIds/*'] },
    { f: activitiesFile, patterns: ['/categories/*/activityIds/*'] },
  ]
  for (const { f, patterns } of places) if (f) reportUnknown(report, f, valuesAt(f.parsed.data, patterns), ids, message)
  if (!activitiesFile || !activities) return
  const categories = activities.categories.map((c) => c.id)
  const otherwise = categories.length ? `categorias: ${categories.join(', ')}` : undefined
  const unknownCategory = (id: string) => `categoria não encontrada: '${id}'`
  reportUnknown(report, activitiesFile, valuesAt(activities, ['/defaultCategory']), categories, unknownCategory, otherwise)
})
