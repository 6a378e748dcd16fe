import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { EXPECT_PAGE_END } from '../../../src/layout/first-paint'

// The W3C Nu HTML Checker (vnu-jar from npm) on Debian's Java: one JVM for all the files given,
// as starting it costs more than checking a page (decision 0074).
const JAVA = '/usr/bin/java'
// The quick compiler alone and the serial collector: a third of the CPU for one run over the site, the
// same report. The quick compiler's frames are larger: the schema's recursion needs a deeper stack.
const JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m']
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
    // vnu 26.9.27 still allows it on stylesheets only. The link is decision 0050's.
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: `<link rel="${EXPECT_PAGE_END.rel}" href="${EXPECT_PAGE_END.href}" blocking="${EXPECT_PAGE_END.blocking}">`,
  },
]
const checkerGap = (m: VnuMessage) => CHECKER_GAPS.some((gap) => gap.message.test(m.message) && (m.extract ?? '').includes(gap.extract))

/** Every error and warning the checker finds in these HTML files, as "file:line: message". */
export async function nuCheckerErrors(files: string[]): Promise<string[]> {
  // --exit-zero-always: the report is read from the JSON, on stderr, not from the exit code.
  const { stderr } = await promisify(execFile)(JAVA, [...JVM, '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
    .filter((m) => m.type !== 'info' && !checkerGap(m))
    .map((m) => `${m.url ? relative(process.cwd(), fileURLToPath(m.url)) : '?'}:${m.lastLine ?? 0}: ${m.message}`)
}
