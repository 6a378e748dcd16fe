import { describe, expect, it } from 'vitest'
import { ENGINES, INSTALL_COMMAND, missingEnginesLine } from './preflight'

describe('missingEnginesLine', () => {
  it('says nothing when every program is there', () => {
    expect(missingEnginesLine(() => true)).toBeNull()
  })

  it('names what is missing and the one command that installs everything, on one line', () => {
    const line = missingEnginesLine((path) => path !== '/usr/sbin/apache2' && path !== '/usr/bin/java')
    expect(line).toBe(
      'npm test needs /usr/sbin/apache2, /usr/bin/java: install with ' +
        '`apt-get install -y chromium chromium-headless-shell apache2 default-jre-headless faketime fonts-roboto-unhinted` (as root; docs in README.md).',
    )
  })

  it('checks each program the tests run', () => {
    for (const engine of ENGINES) {
      expect(missingEnginesLine((path) => path !== engine.path)).toContain(engine.path)
      expect(INSTALL_COMMAND.split(' ')).toContain(engine.pkg)
    }
  })
})
