import { describe, expect, it } from 'vitest'
import { ENGINES, INSTALL_COMMAND, ensureEngines, missingEnginesLine, type PreflightHost } from './preflight'

describe('missingEnginesLine', () => {
  it('says nothing when every program is there', () => {
    expect(missingEnginesLine(() => true)).toBeNull()
  })

  it('names what is missing and the one command that installs everything, on one line', () => {
    const line = missingEnginesLine((path) => path !== '/usr/sbin/apache2' && path !== '/usr/bin/java')
    expect(line).toBe(
      'npm test needs /usr/sbin/apache2, /usr/bin/java: install with ' +
        '`apt-get install -y chromium chromium-headless-shell apache2 default-jre-headless fonts-roboto-unhinted` (as root; docs in README.md).',
    )
  })

  it('checks each program the tests run', () => {
    for (const engine of ENGINES) {
      expect(missingEnginesLine((path) => path !== engine.path)).toContain(engine.path)
      expect(INSTALL_COMMAND.split(' ')).toContain(engine.pkg)
    }
  })
})

describe('ensureEngines', () => {
  /** A machine with `present` installed, where apt-get installs what it is asked for when `aptWorks`. */
  function machine(present: string[], isRoot: boolean, aptWorks = true) {
    const installed = new Set(present)
    const commands: string[] = []
    const lines: string[] = []
    const host: PreflightHost = {
      exists: (path) => installed.has(path),
      isRoot,
      run: (command, args) => {
        commands.push([command, ...args].join(' '))
        if (aptWorks && args[0] === 'install') for (const pkg of args.slice(3)) installed.add(ENGINES.find((e) => e.pkg === pkg)!.path)
        return aptWorks
      },
      log: (line) => void lines.push(line),
    }
    return { host, commands, lines }
  }
  const all = ENGINES.map((engine) => engine.path)

  it('does nothing when every program is there', () => {
    const m = machine(all, true)
    expect(ensureEngines(m.host)).toBeNull()
    expect(m.commands).toEqual([])
  })

  it('as root, installs only the missing packages with apt-get, saying so, and then goes on', () => {
    const m = machine(
      all.filter((path) => path !== '/usr/sbin/apache2'),
      true,
    )
    expect(ensureEngines(m.host)).toBeNull()
    expect(m.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq apache2'])
    expect(m.lines).toEqual(['npm test: installing apache2 with apt-get (missing: /usr/sbin/apache2)'])
  })

  it('without the rights, installs nothing and gives the one command', () => {
    const m = machine([], false)
    expect(ensureEngines(m.host)).toBe(missingEnginesLine(() => false))
    expect(m.commands).toEqual([])
  })

  it('when apt-get fails, stops with the line naming what is still missing', () => {
    const m = machine([], true, false)
    expect(ensureEngines(m.host)).toBe(missingEnginesLine(() => false))
    expect(m.commands).toEqual(['apt-get update -qq'])
  })
})
