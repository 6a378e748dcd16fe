// Post-build step: each page's stylesheets inlined whole by beasties, so the first paint needs no
// other request (decision 0050); never pruned, as scripts add state classes the markup lacks yet.
import Beasties from 'beasties'
import { rewritePages } from './built-html'

/** Returns the page with its `<link rel="stylesheet">` files inlined; throws when one cannot be read. */
export async function inlinePageCss(clientDir: string, html: string, page = 'page'): Promise<string> {
  // A file with no stylesheet (a verification file copied from public/) is left byte for byte.
  if (!/<link\b[^>]*\bstylesheet\b/i.test(html)) return html
  const problems: string[] = []
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // Any size is below the threshold: the whole sheet is inlined and its <link> removed.
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

// Inlined sheets pushed vike-react's <meta charset> past the 1024 bytes a browser scans for the encoding.
function charsetFirst(html: string): string {
  const charset = /<meta charset="[^"]*">\s*/i.exec(html)?.[0]
  return charset ? html.replace(charset, '').replace(/<head>\s*/i, `<head>${charset.trim()}`) : html
}

export const inlineStylesheets = (clientDir: string) => rewritePages(clientDir, (html, file) => inlinePageCss(clientDir, html, file))
