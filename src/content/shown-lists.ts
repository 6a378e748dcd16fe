// Which edition's list /comite and /parceiros show: the current edition's once it has published it,
// until then the latest earlier edition's that has one, which the page names as that edition's. An
// edition after the current one is not public yet, so its lists show nowhere.
import type { Committees } from './generated/committees.ts'
import type { Partner } from './generated/partners.ts'

/** A list a page shows, with the edition it belongs to. */
export interface ShownList<T> {
  /** The edition whose list this is: the current one, or an earlier one while the current has none. */
  year: string
  items: readonly T[]
}

/** Each kind of committee on its own: organisers may publish one list before the others. */
export type ShownCommittees = { [K in keyof Committees]: ShownList<Committees[K][number]> | null }

interface EditionLists {
  year: string
  committees: Committees | null
  partners: { partners: readonly Partner[] } | null
}

/** The current edition's non-empty list, else the latest earlier edition's; null when none has one. */
export function shownList<E extends { year: string }, T>(
  editions: readonly E[],
  currentEdition: string,
  listOf: (edition: E) => readonly T[] | undefined,
): ShownList<T> | null {
  const holder = editions
    .filter((edition) => edition.year <= currentEdition && (listOf(edition)?.length ?? 0) > 0)
    .reduce<E | null>((latest, edition) => (latest && latest.year > edition.year ? latest : edition), null)
  return holder ? { year: holder.year, items: listOf(holder)! } : null
}

export function shownCommittees(editions: readonly EditionLists[], currentEdition: string): ShownCommittees {
  return {
    organising: shownList(editions, currentEdition, (edition) => edition.committees?.organising),
    programme: shownList(editions, currentEdition, (edition) => edition.committees?.programme),
    monitors: shownList(editions, currentEdition, (edition) => edition.committees?.monitors),
    others: shownList(editions, currentEdition, (edition) => edition.committees?.others),
  }
}

export function shownPartners(editions: readonly EditionLists[], currentEdition: string): ShownList<Partner> | null {
  return shownList(editions, currentEdition, (edition) => edition.partners?.partners)
}
