// 'Minha agenda' by link (issue 29, decision 0060): the starred items named in the address by their
// stable programme ids (?itens=a,b), so the link survives a reordered programme and needs no server.
const AGENDA_PARAM = 'itens'

/** The page's address naming these items, without anything else the address carried. */
export function agendaLink(pageUrl: string, ids: readonly string[]): string {
  const url = new URL(pageUrl)
  url.search = ''
  url.hash = ''
  // Ids are slugs; commas stay readable instead of %2C.
  return `${url.href}?${AGENDA_PARAM}=${ids.map(encodeURIComponent).join(',')}`
}

/** The ids a shared link names, in order and once each; null when the address names none. */
export function idsFromLink(search: string): string[] | null {
  const value = new URLSearchParams(search).get(AGENDA_PARAM)
  if (value === null) return null
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ]
}
