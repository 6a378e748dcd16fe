// npm test's first step: the Debian programs the tests drive, checked before anything starts, so a
// machine without them stops at once with the one command that installs them rather than with
// Playwright's or a test's own error minutes later.
import { existsSync } from 'node:fs'

/**
 * Each program the tests run, at the path they run it from, and the Debian package that installs
 * it: Chromium's headless shell runs the browser tests (decision 0074), the full browser Lighthouse
 * in npm run bench; Apache the host tests; Java the Nu HTML Checker (decision 0074); faketime
 * builds the fixture site at other instants (decision 0172); Roboto stands for an Android phone's
 * system face in the typeface's fallback test (tests/e2e/typeface.test.ts, decision 0173).
 */
export const ENGINES = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: '/usr/sbin/apache2', pkg: 'apache2' },
  { path: '/usr/bin/java', pkg: 'default-jre-headless' },
  { path: '/usr/bin/faketime', pkg: 'faketime' },
  { path: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf', pkg: 'fonts-roboto-unhinted' },
] as const

export const INSTALL_COMMAND = `apt-get install -y ${ENGINES.map((engine) => engine.pkg).join(' ')}`

/** The line to print when a program is missing, or null when all are there. */
export function missingEnginesLine(exists: (path: string) => boolean = existsSync): string | null {
  const missing = ENGINES.filter((engine) => !exists(engine.path))
  if (missing.length === 0) return null
  return `npm test needs ${missing.map((engine) => engine.path).join(', ')}: install with \`${INSTALL_COMMAND}\` (as root; docs in README.md).`
}
