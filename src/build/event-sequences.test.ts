// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyContent } from '../../tests/fixtures/content/content-copy.ts'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { changeCounts, eventSequences } from './event-sequences.ts'

describe('changeCounts', () => {
  it('counts, per id, the versions whose fields differ from the last version that had it', () => {
    const v = (entries: [string, string][]) => new Map(entries)
    expect(
      changeCounts([
        v([['a', '1']]),
        v([
          ['a', '1'],
          ['b', 'x'],
        ]),
        v([['b', 'y']]),
        v([
          ['a', '2'],
          ['b', 'y'],
        ]),
      ]),
    ).toEqual(
      new Map([
        ['b', 1],
        ['a', 1],
      ]),
    )
  })
})

describe('eventSequences', () => {
  const copy = copyContent(FIXTURE_ROOT)
  afterAll(() => copy.remove())
  const year = /currentEdition: "(\d{4})"/.exec(copy.read('data/site.yaml'))![1]!
  const schedule = `data/editions/${year}/schedule.yaml`
  const run = (...args: string[]) => {
    const result = spawnSync('git', ['-C', copy.root, ...args], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(result.stderr)
  }
  const commit = (message: string) => run('-c', 'user.name=Teste', '-c', 'user.email=teste@example.org', 'commit', '-qam', message)

  it('is 0 for every item without history (no .git), then counts each change of an item in the commits', () => {
    expect(eventSequences(copy.root, year)).toEqual({ items: new Map(), callDates: new Map() })
    run('init', '-q')
    run('add', '-A')
    commit('programação')
    copy.edit(schedule, 'start: "17:30"', 'start: "17:45"')
    commit('credenciamento mais tarde')
    copy.edit(schedule, 'start: "17:45"', 'start: "17:50"')
    commit('de novo')
    copy.edit(`data/editions/${year}/calls/papers.yaml`, 'date: "2032-04-30"', 'date: "2032-05-02"')
    commit('prazo prorrogado')
    // The working copy, not yet committed, is the newest version.
    copy.edit(schedule, 'title: "PREMIAÇÕES FICTÍCIAS"', 'title: "PREMIAÇÕES"')
    // A new root: the history is read once per root and edition.
    const sequences = eventSequences(`${copy.root}/`, year)
    expect(Object.fromEntries(sequences.items)).toEqual({ 'd1-credenciamento': 2, 'd3-premiacoes': 1 })
    expect(Object.fromEntries(sequences.callDates)).toEqual({ 'papers/prazo-submissao': 1 })
  })

  it('is 0 for every item in a shallow clone, whose history is cut', () => {
    const shallow = mkdtempSync(join(tmpdir(), 'sercomp-shallow-'))
    try {
      run('clone', '-q', '--depth=1', `file://${copy.root}`, shallow)
      expect(eventSequences(shallow, year)).toEqual({ items: new Map(), callDates: new Map() })
    } finally {
      rmSync(shallow, { recursive: true, force: true })
    }
  })
})
