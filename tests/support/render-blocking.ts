// What in a built page holds back its first paint, read from the HTML alone (decision 0050):
// the budget test fails on any of it, so the CSS cannot drift back into files that block rendering.
import { gzipSize, tagsOf } from '../../scripts/bench/site-bytes.ts'

/** The requests the browser must finish before it paints the page, one line each; [] when none. */
export function renderBlockingOf(html: string): string[] {
  const found: string[] = []
  for (const tag of tagsOf(html)) {
    const a = tag.attributes
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/)
    // <link rel=expect> to an element of the page itself waits for the page's own HTML, no request
    // (decision 0050).
    const waitsForThisPage = tag.name === 'link' && rel.includes('expect') && (a.href ?? '').startsWith('#')
    if (/\brender\b/i.test(a.blocking ?? '') && !waitsForThisPage) found.push(`<${tag.name}> with blocking="${a.blocking}"`)
    if (tag.name === 'link' && rel.includes('stylesheet')) {
      // A sheet for print only is fetched without holding the screen's paint.
      if ((a.media ?? '').trim().toLowerCase() !== 'print') found.push(`stylesheet ${a.href ?? '(no href)'}`)
    } else if (tag.name === 'script' && a.src !== undefined) {
      const module = (a.type ?? '').trim().toLowerCase() === 'module'
      if (!module && !('async' in a) && !('defer' in a)) found.push(`script ${a.src} (neither async, defer nor a module)`)
    } else if (tag.name === 'style' && /@import\b/i.test(tag.body)) {
      found.push('@import in an inline <style>')
    }
  }
  return found
}

/** Gzip bytes of the page up to the end of its <head> (styles included): what the first paint waits for. */
export function headGzipSize(html: string): number {
  const end = html.search(/<\/head\s*>/i)
  return gzipSize(Buffer.from(end < 0 ? html : html.slice(0, end + '</head>'.length), 'utf8'))
}

/** A resource the browser loaded (Resource Timing): its URL, its initiatorType, its startTime. */
export interface LoadedResource {
  name: string
  initiatorType: string
  startTime: number
}

/** An @font-face rule of the page: its src text and its font-display ('' when unset). */
export interface FontFaceRule {
  src: string
  display: string
}

/**
 * What the browser loaded before `firstPaint` that holds a first paint back or shows a script ran
 * before it (decision 0050): a script, a fetch or XHR (only a script makes one), a stylesheet,
 * a font whose @font-face has no font-display (its text waits for it). An image, in the page or
 * preloaded for the header's logo, never blocks rendering, nor does an icon; `exempt` lists what a
 * page may load with it on purpose (a live shell's modulepreloads, decision 0065).
 */
export function loadedBeforePaint(
  resources: LoadedResource[],
  firstPaint: number,
  fontFaces: FontFaceRule[],
  exempt: string[] = [],
): string[] {
  const found: string[] = []
  for (const r of resources) {
    if (r.startTime >= firstPaint || exempt.includes(r.name)) continue
    const path = new URL(r.name).pathname.toLowerCase()
    if (r.initiatorType === 'script' || /\.m?js$/.test(path)) found.push(`script ${r.name}`)
    else if (r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest') found.push(`${r.initiatorType} ${r.name}`)
    else if (path.endsWith('.css')) found.push(`stylesheet ${r.name}`)
    else if (/\.(woff2?|ttf|otf|eot)$/.test(path)) {
      const file = path.slice(path.lastIndexOf('/') + 1)
      const faces = fontFaces.filter((face) => face.src.toLowerCase().includes(file))
      if (faces.length === 0 || faces.some((face) => ['', 'auto', 'block'].includes(face.display.trim())))
        found.push(`font without font-display ${r.name}`)
    }
  }
  return found
}
