import { createApiClient, defaultApiBaseUrl } from '../api/api-client'

// The edition record is the source of the event id; the organisers' deployment also sets
// VITE_EVENTO_UUID. Without a real API (no VITE_API_URL) the site talks to the demo API, which
// answers for any event id, so a fixed demo id keeps the local search working.
const DEMO_EVENT_ID = 'evento-demo'

function resolveEventId(fromEdition: string | null): string | null {
  if (fromEdition) return fromEdition
  const fromEnv = import.meta.env.VITE_EVENTO_UUID as string | undefined
  if (fromEnv && fromEnv.trim() !== '') return fromEnv.trim()
  const apiUrl = import.meta.env.VITE_API_URL as string | undefined
  return apiUrl && apiUrl.trim() !== '' ? null : DEMO_EVENT_ID
}

export function liveApiClient(editionEventId: string | null) {
  return createApiClient({ baseUrl: defaultApiBaseUrl(), eventId: resolveEventId(editionEventId) })
}
