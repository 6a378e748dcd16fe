// @vitest-environment node
// Every built page passes the W3C Nu HTML Checker (vnu-jar from npm, on Debian's Java): one JVM
// for all pages, as starting it costs more than checking a page (decision 0080). About 15 CPU-s;
// the time limit only catches a hang: at a load of 40 on two cores it took over 180 s.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { clientDirOf } from '../../scripts/bench/site-bytes'
import { listFiles } from '../../src/publishing/built-pages'

const JAVA = '/usr/bin/java'
const VNU_JAR = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar')

interface VnuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

// Where the checker is behind the HTML standard, each gap by its message and what it is about,
// with the reason; nothing else is ever let through.
const CHECKER_GAPS = [
  {
    // The standard allows blocking="render" on <link rel=expect> since whatwg/html#9970 (2024);
    // vnu 26.9.27 still allows it on stylesheets only. The link is decision 0169's.
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#[\w-]+" blocking="render">/,
  },
]
const checkerGap = (m: VnuMessage) => CHECKER_GAPS.some((gap) => gap.message.test(m.message) && gap.extract.test(m.extract ?? ''))

const clientDir = clientDirOf()
const pages = existsSync(join(clientDir, 'index.html')) ? listFiles(clientDir).filter((file) => file.endsWith('.html')) : []

describe('the Nu HTML Checker', () => {
  it('finds no error in any built page', async () => {
    expect(pages.length, `no built site in ${clientDir}: run npm run build first`).toBeGreaterThan(0)
    // --exit-zero-always: the report is read from the JSON, on stderr, not from the exit code.
    const { stderr } = await promisify(execFile)(
      JAVA,
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...pages.map((file) => join(clientDir, file))],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
    const errors = messages
      .filter((m) => m.type !== 'info' && !checkerGap(m))
      .map((m) => `${m.url ? relative(process.cwd(), fileURLToPath(m.url)) : '?'}:${m.lastLine ?? 0}: ${m.message}`)
    expect(errors, `${errors.length} errors in ${pages.length} pages`).toEqual([])
  }, 600_000)
})
