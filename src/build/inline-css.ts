// Post-build step: each page's stylesheets go into its HTML, so the first paint needs no request
// after the page itself (decision 0050). beasties does the inlining; every sheet is inlined whole,
// never pruned to the rules the prerendered markup matches, because the pages' scripts add state
// classes (menu open, active tab, carousel) that the markup does not show yet.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import Beasties from 'beasties'
import { listFiles } from '../publishing/built-pages'

/** Returns the page with its `<link rel="stylesheet">` files inlined; throws when one cannot be read. */
export async function inlinePageCss(clientDir: string, html: string, page = 'page'): Promise<string> {
  // A file with no stylesheet (a verification file copied from public/) is left byte for byte.
  if (!/<link\b[^>]*\bstylesheet\b/i.test(html)) return html
  const problems: string[] = []
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // Any size is "below the threshold": the whole sheet is inlined and its <link> removed.
    inlineThreshold: Number.POSITIVE_INFINITY,
    // emotion's <style> tags (from the prerender) are already inline: left alone.
    reduceInlineStyles: false,
    mergeStylesheets: true,
    logger: { warn: (message) => problems.push(message), error: (message) => problems.push(message) },
    dedupeWarnings: false,
  })
  const out = await beasties.process(html)
  if (problems.length > 0) throw new Error(`inline CSS of ${page}: ${problems.join('; ')}`)
  // beasties marks the root element it worked on; the attribute means nothing to browsers.
  return charsetFirst(out.replace(/(<html\b[^>]*?) data-beasties-container(="")?/, '$1'))
}

// vike puts the stylesheet links before vike-react's <meta charset>; once inlined, they pushed it
// past the first 1024 bytes, the only part a browser scans for the encoding (HTML's prescan), so
// the accents were right only on a host that sends the charset in its Content-Type header.
function charsetFirst(html: string): string {
  const charset = /<meta charset="[^"]*">\s*/i.exec(html)?.[0]
  return charset ? html.replace(charset, '').replace(/<head>\s*/i, `<head>${charset.trim()}`) : html
}

/** Post-build step: every built HTML page gets its stylesheets inline. */
export async function inlineStylesheets(clientDir: string): Promise<void> {
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
    const path = join(clientDir, file)
    await writeFile(path, await inlinePageCss(clientDir, await readFile(path, 'utf8'), file))
  }
}
