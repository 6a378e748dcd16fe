// @vitest-environment happy-dom
// The loader's order of events, run on a stand-in for the browser: paint timing, animation frames
// and import() are the test's, so each step can be held and released.
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { WEB_MANIFEST } from '../features/event-days/paths'
import { AFTER_PAINT_LOADER, ENTRY_ATTRIBUTE, RAN_ATTRIBUTE } from './scripts-after-paint'

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void

interface BrowserOptions {
  paintTiming: boolean
}

function browser({ paintTiming }: BrowserOptions) {
  document.head.innerHTML = ''
  document.body.innerHTML = `<script ${ENTRY_ATTRIBUTE}="/assets/entries/p.js"></script>`
  const script = document.querySelector('script')!
  const frames: (() => void)[] = []
  const imported: string[] = []
  let paint: PaintCallback | undefined
  let disconnected = false
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource']
    constructor(callback: PaintCallback) {
      paint = callback
    }
    observe() {}
  }
  runInNewContext(AFTER_PAINT_LOADER.replace('import(', '__import('), {
    document: {
      currentScript: script,
      querySelector: document.querySelector.bind(document),
      createElement: document.createElement.bind(document),
      head: document.head,
    },
    window: { PerformanceObserver: Observer },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    __import: (url: string) => {
      imported.push(url)
      return Promise.resolve()
    },
  })
  return {
    script,
    imported,
    nextFrame: () => frames.shift()?.(),
    frames: () => frames.length,
    paint: (names: string[]) =>
      paint?.({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => void (disconnected = true) }),
    disconnected: () => disconnected,
  }
}

describe('the after-paint loader', () => {
  it('waits for the first contentful paint, then one frame, then links the manifest and imports the entry', async () => {
    const page = browser({ paintTiming: true })
    expect(page.frames()).toBe(0)
    page.paint(['first-paint'])
    expect(page.frames()).toBe(0)
    page.paint(['first-contentful-paint'])
    expect(page.disconnected()).toBe(true)
    expect(page.imported).toEqual([])
    expect(document.querySelector('link[rel="manifest"]')).toBeNull()
    page.nextFrame()
    expect(page.imported).toEqual(['/assets/entries/p.js'])
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1)
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe(WEB_MANIFEST)
    await Promise.resolve()
    expect(page.script.hasAttribute(RAN_ATTRIBUTE)).toBe(true)
  })

  it('waits two animation frames where the browser has no paint timing', () => {
    const page = browser({ paintTiming: false })
    page.nextFrame()
    expect(page.imported).toEqual([])
    page.nextFrame()
    expect(page.imported).toEqual(['/assets/entries/p.js'])
  })

  it('links the manifest once, whatever the number of loaders on the page', () => {
    for (let i = 0; i < 2; i++) {
      const page = browser({ paintTiming: false })
      if (i === 1) document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: WEB_MANIFEST }))
      page.nextFrame()
      page.nextFrame()
      expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1)
    }
  })
})
