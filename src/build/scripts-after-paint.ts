// Post-build step: a page's scripts start only after its first paint (decision 0050). vike writes
// each page's entry as `<script type="module" src=… async>`; on a phone's slow CPU such a script,
// once it has arrived, can run before the first frame and push the paint back. Each entry becomes
// one small inline loader, the same text on every page (one hash in the policy), that imports the
// entry after the next frame has been painted.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { listFiles } from '../publishing/built-pages'
import { WEB_MANIFEST } from '../features/event-days/paths'
import { attributesOf } from './html-attributes'

/** The attribute that carries the entry's address on the loader. */
export const ENTRY_ATTRIBUTE = 'data-entry'

// What waits for the first paint: the page's entry, and the web app manifest's link (decision 0050).
// The paint timing entry 'first-contentful-paint' is queued once that frame has been presented (a
// second animation frame could still run before a busy compositor presented the first, and a
// request that ended before the paint counts against it in Lighthouse's simulation); the loader
// then waits one more animation frame, so a page whose clock a test holds (page.clock) starts when
// the clock moves. A browser without paint timing waits two animation frames instead. A hidden tab
// paints nothing: its scripts wait until it is shown. Once the entry has run, the loader is marked,
// so a test can wait for the page's scripts. The manifest is added once, whatever the number of loaders.
export const AFTER_PAINT_LOADER =
  '(function(s,d){' +
  'function go(){' +
  `if(!d.querySelector('link[rel=manifest]')){var l=d.createElement('link');l.rel='manifest';l.href='${WEB_MANIFEST}';d.head.appendChild(l)}` +
  'import(s.dataset.entry).then(function(){s.dataset.ran=""})}' +
  'function frame(){requestAnimationFrame(go)}' +
  'var P=window.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();frame()}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(frame)' +
  '})(document.currentScript,document)'

/** Set on the loader once its entry has run: tests and the bench wait for it (tests/e2e/support/page-states.ts). */
export const RAN_ATTRIBUTE = 'data-ran'

const MODULE_SCRIPT = /<script\b([^>]*)>\s*<\/script>/gi

/** The page with each external module script turned into the after-paint loader. */
export function scriptsAfterPaint(html: string): string {
  return html.replace(MODULE_SCRIPT, (tag, text: string) => {
    const attributes = attributesOf(text)
    const src = attributes.src
    if (attributes.type !== 'module' || !src) return tag
    if (/["<>&]/.test(src)) throw new Error(`unexpected script address: ${src}`)
    return `<script ${ENTRY_ATTRIBUTE}="${src}">${AFTER_PAINT_LOADER}</script>`
  })
}

/** Post-build step: every built HTML page loads its scripts after the first paint. */
export async function loadScriptsAfterPaint(clientDir: string): Promise<void> {
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
    const path = join(clientDir, file)
    const html = await readFile(path, 'utf8')
    const out = scriptsAfterPaint(html)
    if (out !== html) await writeFile(path, out)
  }
}
