import { existsSync } from 'node:fs'

// Debian's Chromium, never a downloaded one, quiet and offline; its headless shell when installed
// (npm test installs it as root), which spends a fifth of the full browser's CPU on a new page (decision 0074).
const SHELL = '/usr/bin/chromium-headless-shell'

export const CHROMIUM = {
  executablePath: existsSync(SHELL) ? SHELL : '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // One renderer per context: a new page keeps its about:blank renderer for the site, not a second
    // one for its Cross-Origin-Opener-Policy. Contexts still never share one (docs/performance.md).
    '--renderer-process-limit=1',
  ],
}
