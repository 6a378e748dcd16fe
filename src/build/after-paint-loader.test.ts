// @vitest-environment happy-dom
// The loader's order of events, run on a stand-in for the browser: paint timing, animation frames
// and import() are the test's, so each step can be held and released.
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { WEB_MANIFEST } from '../features/event-days/paths'
import { LIVE_ROOT_ID } from '../live/live-shell'
import { TYPEFACE_CLASS, TYPEFACE_STORAGE_KEY } from '../theme/typeface'
import { AFTER_PAINT_LOADER, ENTRY_ATTRIBUTE, RAN_ATTRIBUTE } from './scripts-after-paint'

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void

interface BrowserOptions {
  paintTiming: boolean
  fonts?: { load: (font: string) => Promise<unknown> }
  storage?: Pick<Storage, 'setItem'>
  /** The page is a live page (its root element is in the document). */
  live?: boolean
}

function browser({ paintTiming, fonts, storage, live }: BrowserOptions) {
  document.head.innerHTML = ''
  document.body.innerHTML = `${live ? `<div id="${LIVE_ROOT_ID}"></div>` : ''}<script ${ENTRY_ATTRIBUTE}="/assets/entries/p.js"></script>`
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
      getElementById: document.getElementById.bind(document),
      createElement: document.createElement.bind(document),
      head: document.head,
      documentElement: document.documentElement,
      fonts,
    },
    window: { PerformanceObserver: Observer },
    localStorage: storage,
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

  it('fetches both weights of the typeface after the paint and notes them for the next pages once both are there, without switching this one', async () => {
    document.documentElement.className = ''
    const asked: string[] = []
    const arrivals: (() => void)[] = []
    const stored = new Map<string, string>()
    const page = browser({
      paintTiming: true,
      fonts: { load: (font) => (asked.push(font), new Promise((resolve) => arrivals.push(() => resolve([])))) },
      storage: { setItem: (key, value) => void stored.set(key, value) },
    })
    expect(asked).toEqual([])
    page.paint(['first-contentful-paint'])
    page.nextFrame()
    expect(asked).toEqual(['400 1em Poppins', '600 1em Poppins'])
    arrivals[0]!()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(stored.size).toBe(0)
    arrivals[1]!()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(stored.get(TYPEFACE_STORAGE_KEY)).toBe('1')
    expect(document.documentElement.classList.contains(TYPEFACE_CLASS)).toBe(false)
  })

  it('still runs the entry when the storage refuses the note', async () => {
    const page = browser({
      paintTiming: false,
      fonts: { load: () => Promise.resolve([]) },
      storage: {
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
      },
    })
    page.nextFrame()
    page.nextFrame()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(page.imported).toEqual(['/assets/entries/p.js'])
    expect(page.script.hasAttribute(RAN_ATTRIBUTE)).toBe(true)
  })

  it('fetches no font on a live page, whose content is painted after the loader', () => {
    const asked: string[] = []
    const page = browser({ paintTiming: true, live: true, fonts: { load: (font) => (asked.push(font), Promise.resolve([])) } })
    page.paint(['first-contentful-paint'])
    page.nextFrame()
    expect(page.imported).toEqual(['/assets/entries/p.js'])
    expect(asked).toEqual([])
  })
})
