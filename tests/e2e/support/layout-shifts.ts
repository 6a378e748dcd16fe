import type { Page } from '@playwright/test'
import { twoFrames } from './page-states'

// Layout shifts as CLS counts them, from the page's first frame: a shift within half a second of
// the visitor's input (a button that says 'Aguarde...' once pressed) is an answer to it, not a
// surprise. Each is noted with its size, time and what moved.

/** Starts recording before the page's own first byte is parsed; call before page.goto. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = []
    ;(window as unknown as { layoutShifts: string[] }).layoutShifts = shifts
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
    new PerformanceObserver((list) => {
      for (const shift of (list.getEntries() as LayoutShift[]).filter((entry) => !entry.hadRecentInput)) {
        const moved = shift.sources.map(({ node }) => (node instanceof Element ? node.outerHTML : node?.textContent)?.slice(0, 80))
        shifts.push(`${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved.join(' | ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far, once two more frames have run. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await twoFrames(page)
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
}
