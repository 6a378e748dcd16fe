import { createApiClient } from '../api/api-client'

const env = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const API_URL = env(import.meta.env.VITE_API_URL)
// The event id from the edition, else VITE_EVENTO_UUID; without VITE_API_URL, the demo API of `npm start`, any id will do.
const DEMO_EVENT_ID = 'evento-demo'

export function liveApiClient(editionEventId: string | null) {
  const eventId = editionEventId || env(import.meta.env.VITE_EVENTO_UUID) || (API_URL ? null : DEMO_EVENT_ID)
  return createApiClient({ baseUrl: API_URL || '/api/', eventId })
}
