// The built pages as the post-build steps and the byte budget read and rewrite them.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { decodeHTMLAttribute } from 'entities'
import { listFiles } from '../publishing/built-pages'

/** The attribute text of a start tag (what follows its name) as lower-case names and decoded values. */
export function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const a of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[a[1]!.toLowerCase()] = decodeHTMLAttribute(a[2] ?? a[3] ?? a[4] ?? '')
  }
  return attributes
}

/** Every built HTML page through `rewrite`; a page it leaves as it was is not written again. */
export async function rewritePages(clientDir: string, rewrite: (html: string, file: string) => string | Promise<string>): Promise<void> {
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
    const path = join(clientDir, file)
    const html = await readFile(path, 'utf8')
    const out = await rewrite(html, file)
    if (out !== html) await writeFile(path, out)
  }
}
