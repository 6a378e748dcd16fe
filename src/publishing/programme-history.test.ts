// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { temporaryTrees } from '../../tests/support/temporary-tree.ts'
import { editionHistory, programmeVersions, publishedFields } from './programme-history.ts'

const day = (events: string) => `days:\n  - date: "2031-05-19"\n    events:\n${events}`
const event = (id: string, title: string, start: string, more = '') =>
  `      - { id: ${id}, title: ${title}, start: "${start}", end: "${start.slice(0, 2)}:50", period: MANHÃ, roomId: lab${more} }\n`
const edition = `rooms:\n  - { id: lab, name: Laboratório }\n  - { id: aud, name: Auditório }\nvenue: { name: Campus }\n`

describe('publishedFields', () => {
  it("reads each item's day, times, room (the venue when it has none), title and cancellation; nothing from a version it cannot read", () => {
    const shown = publishedFields({ 'schedule.yaml': day(event('a', 'A', '08:00', ', cancelled: Chuva')), 'edition.yaml': edition })!
    expect(shown.venue).toBe('Campus')
    expect(shown.items.get('a')).toEqual({
      guid: 'a',
      title: 'A',
      slot: { date: '2031-05-19', start: '08:00', end: '08:50', roomName: 'Laboratório' },
      cancelled: 'Chuva',
    })
    expect(
      publishedFields({
        'schedule.yaml': day(event('a', 'A', '08:00').replace('roomId: lab', 'roomId: null')),
        'edition.yaml': edition,
      })!.items.get('a')!.slot.roomName,
    ).toBe('Campus')
    expect(publishedFields({ 'schedule.yaml': 'days: [' })).toBeNull()
  })

  it('reads a version written before the ids were called ids (room, activity) as the same fields (decision 0183)', () => {
    const activities = `activities:\n  - { id: mc, title: MC, label: null, when: { date: "2031-05-19", start: "08:00", end: "09:00", roomId: lab } }\n`
    const schedule = day(`      - { id: a, activityId: mc, period: MANHÃ }\n`)
    const call = `dates:\n  - { id: prazo, label: Prazo, date: "2031-04-30", endDate: null, start: "08:00", end: "09:00", roomId: lab }\n`
    const texts = { 'activities.yaml': activities, 'schedule.yaml': schedule, 'calls/papers.yaml': call, 'edition.yaml': edition }
    const earlier = Object.fromEntries(
      Object.entries(texts).map(([path, text]) => [path, text.replace(/roomId|activityId/g, (k) => k.slice(0, -2))]),
    )
    expect(publishedFields(earlier)).toEqual(publishedFields(texts))
    expect(publishedFields(texts)!.items.get('a')!.slot.roomName).toBe('Laboratório')
  })

  it("reads a block's parallel activities as items of their own", () => {
    const activities = `activities:\n  - { id: py, label: Minicurso, title: Python, when: { date: "2031-05-19", start: "09:00", end: "11:00", roomId: aud } }\n`
    const schedule = day(`      - { id: bloco, title: MINICURSOS, period: MANHÃ, activityIds: [py] }\n`)
    const items = publishedFields({ 'schedule.yaml': schedule, 'activities.yaml': activities, 'edition.yaml': edition })!.items
    expect(items.get('bloco/py')).toEqual({
      guid: 'bloco/py',
      title: 'Minicurso: Python',
      slot: { date: '2031-05-19', start: '09:00', end: '11:00', roomName: 'Auditório' },
    })
  })

  it("reads a call's dates, those that name a programme item at the item's time", () => {
    const schedule = day(event('a', 'A', '08:00').replace('roomId: lab', 'roomId: null'))
    const call = `dates:\n  - { id: prazo, label: Prazo, date: "2031-04-30", endDate: null, start: null, end: "23:59", roomId: null }\n  - { id: mentoria, label: Mentoria, item: a }\n`
    const { callDates } = publishedFields({ 'schedule.yaml': schedule, 'calls/hackathon.yaml': call })!
    expect(Object.fromEntries([...callDates].map(([key, fields]) => [key, JSON.parse(fields)]))).toEqual({
      'hackathon/prazo': ['2031-04-30', null, null, '23:59', null, null, 'Prazo'],
      'hackathon/mentoria': ['2031-05-19', null, '08:00', '08:50', null, null, 'Mentoria'],
    })
  })
})

describe('programmeVersions', () => {
  const tree = temporaryTrees('sercomp-history-')

  it('numbers each commit that changed what the programme shows, from the first with items, with its changes', () => {
    const root = tree({ 'data/editions/2031/edition.yaml': edition, 'data/editions/2031/schedule.yaml': 'days: []\n' })
    const schedule = join(root, 'data/editions/2031/schedule.yaml')
    const git = (args: string[], at = '') => {
      const env = { ...process.env, GIT_COMMITTER_DATE: at }
      const result = spawnSync('git', ['-C', root, '-c', 'user.name=Teste', '-c', 'user.email=teste@example.org', ...args], {
        encoding: 'utf8',
        env,
      })
      if (result.status !== 0) throw new Error(result.stderr)
      return result.stdout
    }
    const commit = (text: string, at: string) => {
      writeFileSync(schedule, text)
      git(['add', '-A'])
      git(['commit', '-qm', 'programação'], at)
    }
    git(['init', '-q'])
    expect(programmeVersions(root, '2031')).toEqual([])
    commit('days: []\n', '2031-01-01T10:00:00-03:00')
    commit(day(event('a', 'A', '08:00') + event('b', 'B', '09:00')), '2031-02-01T10:00:00-03:00')
    // A comment changes nothing a visitor sees: no version.
    commit(`# comentário\n${day(event('a', 'A', '08:00') + event('b', 'B', '09:00'))}`, '2031-02-02T10:00:00-03:00')
    commit(
      day(event('a', 'A', '08:00', ', cancelled: true') + event('b', 'B', '10:00') + event('c', 'C', '11:00')),
      '2031-03-01T10:00:00-03:00',
    )
    commit('days: [', '2031-03-02T10:00:00-03:00')
    // The cache is per process, so a new root to read the history again.
    const versions = programmeVersions(`${root}/`, '2031')
    expect(versions.map(({ number, date }) => [number, date.slice(0, 10)])).toEqual([
      [1, '2031-02-01'],
      [2, '2031-03-01'],
    ])
    expect(versions[0]!.changes).toEqual({ moved: [], renamed: [], cancelled: [], added: [], removed: [] })
    const { moved, cancelled, added } = versions[1]!.changes
    expect(moved.map((c) => [c.before.slot.start, c.after.slot.start])).toEqual([['09:00', '10:00']])
    expect(cancelled.map((c) => c.after.guid)).toEqual(['a'])
    expect(added.map((c) => c.item.guid)).toEqual(['c'])
    expect(versions[1]!.id).toBe(git(['rev-parse', 'HEAD~1']).trim())
    expect(editionHistory(`${root}/`, '2031')).toHaveLength(5)
  })
})
