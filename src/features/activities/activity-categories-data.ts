import type { EditionContent } from '../../content/load-content'

export type CategoryView = ReturnType<typeof confirmedCategories>['categories'][number]

// The categories of "Atividades Confirmadas" that have an activity, each with those it lists, then those of its `kinds` no
// category lists, each activity once; the default is shown first (activities.yaml's, else the first).
export function confirmedCategories(activities: EditionContent['activities']) {
  const all = activities?.activities ?? []
  const listed = new Set(activities?.categories.flatMap((category) => category.activityIds) ?? [])
  const placed = new Set<string>()
  const categories = (activities?.categories ?? [])
    .map((category) => {
      const own = category.activityIds.map((id) => all.find((a) => a.id === id)!)
      const byKind = all.filter((a) => category.kinds?.includes(a.kind) && !listed.has(a.id))
      const shown = [...own, ...byKind].filter((a) => !placed.has(a.id))
      for (const a of shown) placed.add(a.id)
      return { id: category.id, label: category.label, activities: shown }
    })
    .filter((category) => category.activities.length > 0)
  const preferred = categories.find((category) => category.id === activities?.defaultCategory)
  return { categories, defaultCategory: (preferred ?? categories[0])?.id ?? null }
}
