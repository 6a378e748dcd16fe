import { useSyncExternalStore } from 'react'

// The live pages are prerendered and then hydrated: their first render in the browser must be
// the prerendered one. What only the browser knows (the address, the window's width, that the
// script runs) is read through useSyncExternalStore, whose server value is used while hydrating
// and the browser's value right after.

const noChange = () => () => {}

/** False in the prerendered HTML and while hydrating, true once the page's script runs it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
}

/** The address's path as the browser has it (still percent-encoded), or null before hydration. */
export function useBrowserPath(): string | null {
  return useSyncExternalStore(
    noChange,
    () => window.location.pathname,
    () => null,
  )
}

/** The full address, or '' before hydration. */
export function useBrowserHref(): string {
  return useSyncExternalStore(
    noChange,
    () => window.location.href,
    () => '',
  )
}

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
