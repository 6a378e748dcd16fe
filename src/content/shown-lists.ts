// Which edition's list /comite and /parceiros show: the current edition's once published, until then the latest earlier
// edition's, which the page names as that edition's. An edition after the current one is not public yet.
import type { Committees } from './generated/committees.ts'
import type { Partner } from './generated/partners.ts'

interface EditionLists {
  year: string
  committees: Committees | null
  partners: { partners: readonly Partner[] } | null
}

/** The current edition's non-empty list with the edition it belongs to, else the latest earlier edition's; null when none has one. */
export function shownList<E extends { year: string }, T>(
  editions: readonly E[],
  currentEdition: string,
  listOf: (edition: E) => readonly T[] | undefined,
) {
  const holder = editions
    .filter((edition) => edition.year <= currentEdition && (listOf(edition)?.length ?? 0) > 0)
    .reduce<E | null>((latest, edition) => (latest && latest.year > edition.year ? latest : edition), null)
  return holder ? { year: holder.year, items: listOf(holder)! } : null
}

/** Each kind of committee on its own: organisers may publish one list before the others. */
export function shownCommittees(editions: readonly EditionLists[], currentEdition: string) {
  const of = <K extends keyof Committees>(kind: K) =>
    shownList<EditionLists, Committees[K][number]>(editions, currentEdition, (edition) => edition.committees?.[kind])
  return { organising: of('organising'), programme: of('programme'), monitors: of('monitors'), others: of('others') }
}

export function shownPartners(editions: readonly EditionLists[], currentEdition: string) {
  return shownList(editions, currentEdition, (edition) => edition.partners?.partners)
}
