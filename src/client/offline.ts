import { eventDateTime } from '../format/date-time'

// Offline programme (decision 0060): registers the service worker, and shows the notice when the
// worker answered with a saved copy (it marks <html data-saved-at="ms">).
export function initOffline(doc: Document = document): void {
  const saved = Number(doc.documentElement.dataset.savedAt)
  const notice = doc.querySelector<HTMLElement>('[data-offline-notice]')
  if (saved && notice) {
    // In the event's zone, whatever the phone's.
    const { day, month, year, hour, minute } = eventDateTime(saved)
    const text = notice.dataset.offlineNotice ?? ''
    notice.textContent = text.replace('{data}', `${day}/${month}/${year}`).replace('{hora}', `${hour}:${minute}`)
    notice.hidden = false
  }
  // updateViaCache 'none': the browser asks the host for sw.js itself at every check, so a new
  // build's worker (new precache revisions) is found on the next visit.
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined)
}
