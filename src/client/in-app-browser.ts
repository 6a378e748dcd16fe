import { safely } from './safely'

// In-app browsers (decision 0060): Instagram, Facebook and the like open links in their own web view,
// whose storage the app may clear, so an agenda kept there can vanish. These are the tokens their
// user agents carry, after the lists of inapp-spy (shalanah/inapp-spy) and of the apps' own UAs; kept
// short on purpose: the apps our visitors come from (Instagram above all), not every web view.
// WhatsApp is left out: it opens links in Chrome Custom Tabs or Safari's view, which keep the
// browser's storage.
const IN_APP_TOKENS = [
  /\bInstagram\b/, // Instagram, Android and iOS
  /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bMetaIAB\b/, // Facebook and Messenger
  /\bBarcelona\b/, // Threads
  /\bLine\//, // LINE
  /\bBytedanceWebview\/|\bmusical_ly/, // TikTok
]

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_TOKENS.some((token) => token.test(userAgent))
}

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/.test(userAgent)
}

/** An Android intent link that opens this https address in the phone's default browser. */
export function intentUrl(href: string): string {
  const url = new URL(href)
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${url.protocol.slice(0, -1)};end`
}

const DISMISSED = 'sercomp-in-app-hint-closed'

// The hint is prerendered hidden (src/components/in-app-hint.tsx) and shown only here, so a normal
// browser never sees it, not even for a frame.
export function initInAppHint(doc: Document = document): void {
  const hint = doc.querySelector<HTMLElement>('[data-in-app-hint]')
  const view = doc.defaultView
  if (!hint || !view) return
  const ua = view.navigator.userAgent
  if (!isInAppBrowser(ua) || safely(() => view.sessionStorage.getItem(DISMISSED) === '1', false)) return
  const open = hint.querySelector<HTMLAnchorElement>('[data-in-app-open]')!
  const howTo = hint.querySelector<HTMLElement>('[data-in-app-how-to]')!
  const copy = hint.querySelector<HTMLButtonElement>('[data-in-app-copy]')!
  const status = hint.querySelector<HTMLElement>('[data-in-app-status]')!
  if (isAndroid(ua)) {
    open.href = intentUrl(view.location.href)
    open.hidden = false
  } else {
    howTo.hidden = false
  }
  copy.addEventListener('click', () => {
    const href = view.location.href
    // Some web views refuse the clipboard: then the address itself is shown, to be long-pressed.
    view.navigator.clipboard
      .writeText(href)
      .then(() => (status.textContent = status.dataset.copied ?? ''))
      .catch(() => (status.textContent = href))
  })
  hint.querySelector<HTMLButtonElement>('[data-in-app-dismiss]')!.addEventListener('click', () => {
    hint.hidden = true
    // Storage refused: the hint comes back on the next page, which is harmless.
    safely(() => view.sessionStorage.setItem(DISMISSED, '1'), undefined)
    const heading = doc.querySelector<HTMLElement>('h1')
    if (heading) {
      heading.tabIndex = -1
      heading.focus()
    }
  })
  hint.hidden = false
}
