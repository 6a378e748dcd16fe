// npm test's first step: the Debian programs the tests drive, checked before anything starts. As
// root (a fresh container, CI) the missing ones are installed with apt-get, saying so; otherwise the
// run stops at once with the one command that installs them, rather than with Playwright's or a
// test's own error minutes later.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/**
 * Each program the tests run, at the path they run it from, and the Debian package that installs
 * it: Chromium's headless shell runs the browser tests (decision 0074), the full browser Lighthouse
 * in npm run bench; Apache the host tests; Java the Nu HTML Checker (decision 0074); Roboto stands
 * for an Android phone's system face in the typeface's fallback test (tests/e2e/typeface.test.ts,
 * decision 0173). A build at another instant needs no program: SOURCE_DATE_EPOCH (src/content/build-instant.ts).
 */
export const ENGINES = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: '/usr/sbin/apache2', pkg: 'apache2' },
  { path: '/usr/bin/java', pkg: 'default-jre-headless' },
  { path: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf', pkg: 'fonts-roboto-unhinted' },
] as const

export const INSTALL_COMMAND = `apt-get install -y ${ENGINES.map((engine) => engine.pkg).join(' ')}`

/** The line to print when a program is missing, or null when all are there. */
export function missingEnginesLine(exists: (path: string) => boolean = existsSync): string | null {
  const missing = ENGINES.filter((engine) => !exists(engine.path))
  if (missing.length === 0) return null
  return `npm test needs ${missing.map((engine) => engine.path).join(', ')}: install with \`${INSTALL_COMMAND}\` (as root; docs in README.md).`
}

export interface PreflightHost {
  exists: (path: string) => boolean
  isRoot: boolean
  /** Runs a command with its output shown; true when it exited 0. */
  run: (command: string, args: string[]) => boolean
  log: (line: string) => void
}

const thisMachine: PreflightHost = {
  exists: existsSync,
  isRoot: process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'),
  run: (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0,
  log: (line) => console.log(line),
}

/**
 * Installs the missing programs when it can (root, with apt-get); returns the line to print when
 * any is still missing, else null.
 */
export function ensureEngines(host: PreflightHost = thisMachine): string | null {
  const missing = ENGINES.filter((engine) => !host.exists(engine.path))
  if (missing.length === 0 || !host.isRoot) return missingEnginesLine(host.exists)
  const packages = missing.map((engine) => engine.pkg)
  host.log(`npm test: installing ${packages.join(' ')} with apt-get (missing: ${missing.map((engine) => engine.path).join(', ')})`)
  if (host.run('apt-get', ['update', '-qq'])) host.run('apt-get', ['install', '-y', '-qq', ...packages])
  return missingEnginesLine(host.exists)
}

// npm test's pretest step.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const missing = ensureEngines()
  if (missing) {
    console.error(missing)
    process.exit(1)
  }
}
