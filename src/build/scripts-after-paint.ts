// Post-build step: on a phone's slow CPU vike's `<script type="module" async>` entry can run before
// the first frame and push the paint back (decision 0050): each becomes one inline loader, the same
// text on every page (one hash in the policy), that imports it after the first paint.
import { WEB_MANIFEST } from '../features/event-days/paths'
import { attributesOf, rewritePages } from './built-html'

export const ENTRY_ATTRIBUTE = 'data-entry'

// The entry and the manifest's link wait for 'first-contentful-paint' (presented, unlike a second
// animation frame) and one frame more, so a page whose clock a test holds starts when it moves;
// without paint timing, two frames. The loader is marked once its entry has run.
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

// Tests wait for it (tests/e2e/support/page-states.ts).
export const RAN_ATTRIBUTE = 'data-ran'

const MODULE_SCRIPT = /<script\b([^>]*)>\s*<\/script>/gi

/** The page with each external module script turned into the after-paint loader. */
export function scriptsAfterPaint(html: string): string {
  return html.replace(MODULE_SCRIPT, (tag, text: string) => {
    const { src, type } = attributesOf(text)
    if (type !== 'module' || !src) return tag
    if (/["<>&]/.test(src)) throw new Error(`unexpected script address: ${src}`)
    return `<script ${ENTRY_ATTRIBUTE}="${src}">${AFTER_PAINT_LOADER}</script>`
  })
}

export const loadScriptsAfterPaint = (clientDir: string) => rewritePages(clientDir, scriptsAfterPaint)
