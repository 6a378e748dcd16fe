import { bodyOf, isHtml, startProxy } from './proxy'

// In front of the site: an HTML page leaves in two parts, its <head> at once and the rest only once
// the two font files it preloads have been sent whole, as on a normal connection, where the fonts
// preloaded from the head arrive before a page of a few segments ends. The first paint waits for
// the page's end (decision 0050), so what the browser draws then does not depend on how fast the
// machine is. Everything else passes through whole.
export async function startFontsBeforePageEnd(origin: string): Promise<{
  url: string
  /** Per path, whether the rest of its HTML waited for two font files, sent whole. */
  fontsBeforeEnd: Map<string, boolean>
  close: () => Promise<void>
}> {
  const fontsBeforeEnd = new Map<string, boolean>()
  const fonts = new Set<Promise<void>>()
  const proxy = await startProxy(origin, (answer, res, path) => {
    if (path.endsWith('.woff2')) fonts.add(new Promise((sent) => res.on('finish', () => sent())))
    if (!isHtml(answer)) return void answer.pipe(res)
    void bodyOf(answer).then(async (page) => {
      const headEnd = page.indexOf('</head>') + '</head>'.length
      fonts.clear()
      res.write(page.subarray(0, headEnd))
      // The preloads' requests reach the proxy soon after the head; the wait ends either way.
      const asked = await waitFor(() => fonts.size >= 2, 10_000)
      await Promise.all(fonts)
      fontsBeforeEnd.set(path, asked)
      res.end(page.subarray(headEnd))
    })
  })
  return { ...proxy, fontsBeforeEnd }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return true
}
