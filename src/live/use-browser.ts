import { useSyncExternalStore } from 'react'

// The live pages are prerendered and then hydrated: their first render in the browser must be
// the prerendered one. What only the browser knows (the address, the window's width, that the
// script runs) is read through useSyncExternalStore, whose server value is used while hydrating
// and the browser's value right after.

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
