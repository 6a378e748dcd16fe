import { useSyncExternalStore } from 'react'

// What only the browser knows, through useSyncExternalStore: hydration renders the prerendered value, then the browser's.

const noChange = () => () => {}
const useBrowserValue = <T>(browser: () => T, server: T) => useSyncExternalStore(noChange, browser, () => server)

/** False in the prerendered HTML and while hydrating, true once the page's script runs it. */
export const useHydrated = () => useBrowserValue(() => true, false)

/** The address's path as the browser has it (still percent-encoded), or null before hydration. */
export const useBrowserPath = () => useBrowserValue<string | null>(() => window.location.pathname, null)

/** The full address, or '' before hydration. */
export const useBrowserHref = () => useBrowserValue(() => window.location.href, '')

/** Whether a CSS media query matches now, following changes (false before hydration). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
