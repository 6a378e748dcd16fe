import type { LiveContent } from './live-content'

export const LIVE_ROOT_ID = 'live-page'

// Prerendered in the page's <main>: the place the page's +client.ts mounts React in, carrying the
// texts read from data/ at build time (React escapes the attribute).
export function LiveShell({ content }: { content: LiveContent }) {
  const { texts, edition } = content
  // The space React will fill is reserved, so the footer does not jump down when the page mounts.
  return <div id={LIVE_ROOT_ID} style={{ minHeight: '75vh' }} data-live={JSON.stringify({ texts, edition } satisfies LiveContent)} />
}
