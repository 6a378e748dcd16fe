import { createApiClient } from '../api/api-client'

const env = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const API_URL = env(import.meta.env.VITE_API_URL)
// The edition record is the source of the event id; the organisers' deployment also sets
// VITE_EVENTO_UUID. Without a real API (no VITE_API_URL) the site talks to the demo API that
// `npm start` serves on the same origin, which answers for any event id, so a fixed demo id keeps
// the local search working.
const DEMO_EVENT_ID = 'evento-demo'

export function liveApiClient(editionEventId: string | null) {
  const eventId = editionEventId || env(import.meta.env.VITE_EVENTO_UUID) || (API_URL ? null : DEMO_EVENT_ID)
  return createApiClient({ baseUrl: API_URL || '/api/', eventId })
}
