// What in a built page holds back its first paint, read from the HTML alone (decision 0050):
// the budget test fails on any of it, so the CSS cannot drift back into files that block rendering.
import { gzipSize, tagsOf } from './site-bytes.ts'

/** The requests the browser must finish before it paints the page, one line each; [] when none. */
export function renderBlockingOf(html: string): string[] {
  const found: string[] = []
  for (const tag of tagsOf(html)) {
    const a = tag.attributes
    if (/\brender\b/i.test(a.blocking ?? '')) found.push(`<${tag.name}> with blocking="${a.blocking}"`)
    if (tag.name === 'link' && (a.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet')) {
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
