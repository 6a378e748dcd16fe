import { existsSync } from 'node:fs'

// Debian's Chromium, never a downloaded one; the flags keep it quiet and offline. Its headless
// shell (Debian's chromium-headless-shell, the same Chromium build without the desktop browser
// around it) when installed, as .ci/run does: a new context with its page cost it a fifth of the
// CPU the full browser spends, and the browser tests are bound by the two cores (decision 0074).
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
    // A new page starts in a renderer of its own for about:blank, then moves to another for the
    // site (its Cross-Origin-Opener-Policy): one renderer per context reuses the first and saved a
    // fifth of Chromium's CPU per visit. Contexts never share a renderer (docs/performance.md).
    '--renderer-process-limit=1',
  ],
}
