// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyContent } from '../../tests/fixtures/content/content-copy.ts'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { changeCounts, eventSequences, publishedFields } from './event-sequences.ts'

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

describe('publishedFields', () => {
  it('reads day, times, room, title and cancellation of each item; nothing from a version it cannot read', () => {
    const schedule = `days:\n  - date: "2031-05-19"\n    events:\n      - { id: a, title: A, start: "08:00", end: "09:00", period: MANHÃ, roomId: lab }\n`
    const edition = `rooms:\n  - { id: lab, name: Laboratório }\nvenue: { name: Campus }\n`
    const fields = publishedFields({ 'schedule.yaml': schedule, 'edition.yaml': edition }).items
    expect(JSON.parse(fields.get('a')!)).toEqual(['2031-05-19', '08:00', '09:00', 'Laboratório', 'Campus', 'A', false])
    expect(publishedFields({ 'schedule.yaml': schedule.replace('roomId: lab', 'roomId: lab, cancelled: true') }).items.get('a')).toContain(
      'true]',
    )
    expect(publishedFields({ 'schedule.yaml': 'days: [' }).items.size).toBe(0)
  })

  it('reads a version written before the ids were called ids (room, activity) as the same fields (decision 0182)', () => {
    const activities = `activities:\n  - { id: mc, title: MC, label: null, when: { date: "2031-05-19", start: "08:00", end: "09:00", roomId: lab } }\n`
    const schedule = `days:\n  - date: "2031-05-19"\n    events:\n      - { id: a, activityId: mc, period: MANHÃ }\n`
    const call = `dates:\n  - { id: prazo, label: Prazo, date: "2031-04-30", endDate: null, start: "08:00", end: "09:00", roomId: lab }\n`
    const texts = { 'activities.yaml': activities, 'schedule.yaml': schedule, 'calls/papers.yaml': call }
    const earlier = Object.fromEntries(
      Object.entries(texts).map(([path, text]) => [path, text.replace(/roomId|activityId/g, (k) => k.slice(0, -2))]),
    )
    expect(publishedFields(earlier)).toEqual(publishedFields(texts))
    expect(publishedFields(texts).items.get('a')).toContain('"lab"')
  })

  it("reads a call's dates, those that name a programme item at the item's time", () => {
    const schedule = `days:\n  - date: "2031-05-19"\n    events:\n      - { id: a, title: A, start: "08:00", end: "09:00", period: MANHÃ, roomId: null }\n`
    const call = `dates:\n  - { id: prazo, label: Prazo, date: "2031-04-30", endDate: null, start: null, end: "23:59", roomId: null }\n  - { id: mentoria, label: Mentoria, item: a }\n`
    const { callDates } = publishedFields({ 'schedule.yaml': schedule, 'calls/hackathon.yaml': call })
    expect(Object.fromEntries([...callDates].map(([key, fields]) => [key, JSON.parse(fields)]))).toEqual({
      'hackathon/prazo': ['2031-04-30', null, null, '23:59', null, null, 'Prazo'],
      'hackathon/mentoria': ['2031-05-19', null, '08:00', '09:00', null, null, 'Mentoria'],
    })
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
    // A new root: the cache is per build (per root and edition).
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
