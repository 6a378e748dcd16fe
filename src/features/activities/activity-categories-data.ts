import type { DeepReadonly, EditionContent } from '../../content/load-content'
import type { ResolvedActivity } from '../../content/programme'

export interface CategoryView {
  id: string
  label: string
  activities: readonly DeepReadonly<ResolvedActivity>[]
}

export interface ConfirmedCategories {
  /** The categories with at least one activity, in the order of activities.yaml. */
  categories: CategoryView[]
  /** The one shown first: activities.yaml's default when it has activities, else the first. */
  defaultCategory: string | null
}

/**
 * The categories of "Atividades Confirmadas" (decision: a grid instead of the spec's slider): each
 * holds the activities it lists, then those of its `kinds` that no category lists, each activity once.
 */
export function confirmedCategories(activities: EditionContent['activities']): ConfirmedCategories {
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
