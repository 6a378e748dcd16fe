// @vitest-environment happy-dom
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { CLOCK_BEFORE_PAINT, CLOCK_STYLE_ID, clockRule } from './clock-switch'

// The inline script as the browser runs it, before the first paint, against the page's <style>.
function runAt(now: number, boundaries: string) {
  document.head.innerHTML = `<style id="${CLOCK_STYLE_ID}" data-boundaries="${boundaries}">${clockRule(0)}</style>`
  const window = {} as { scClock?: () => void }
  runInNewContext(CLOCK_BEFORE_PAINT, { window, document, Date: { now: () => now } })
  return { rule: document.getElementById(CLOCK_STYLE_ID)!.textContent, window }
}

describe('the clock switch before the first paint', () => {
  it('shows the state of the boundaries passed: none, some, all', () => {
    expect(runAt(99, '100 200 300').rule).toBe(clockRule(0))
    expect(runAt(100, '100 200 300').rule).toBe(clockRule(1))
    expect(runAt(250, '100 200 300').rule).toBe(clockRule(2))
    expect(runAt(301, '100 200 300').rule).toBe(clockRule(3))
  })

  it('leaves itself on the window, for a page that crosses a boundary while open', () => {
    expect(typeof runAt(0, '100').window.scClock).toBe('function')
  })

  it('writes the rule as clockRule does, so the prerender and the switch agree', () => {
    expect(CLOCK_BEFORE_PAINT).toContain(`'[data-when]:not([data-when~="'+k+'"]){display:none}'`)
    expect(clockRule(4)).toBe('[data-when]:not([data-when~="4"]){display:none}')
  })
})
