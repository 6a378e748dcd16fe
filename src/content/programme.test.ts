// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { activityPath } from '../publishing/item-paths.ts'
import { scheduleView } from '../features/programme/programme-data.ts'
import type { Activities } from './generated/activities.ts'
import type { Schedule } from './generated/schedule.ts'
import { loadContent } from './load-content.ts'
import { activityHeading, resolveProgramme } from './programme.ts'

const activity = (
  id: string,
  label: string | null,
  date: string,
  start: string,
  end: string,
  people: string[],
  room: string | null = null,
) =>
  ({
    id,
    kind: 'minicurso',
    code: null,
    label,
    title: `Título ${id}`,
    people,
    moderators: [],
    when: { date, start, end, room },
    description: null,
    objective: null,
    justification: null,
    prerequisites: null,
    resources: null,
  }) as Activities['activities'][number]

describe('resolveProgramme', () => {
  const activities = {
    activities: [
      activity('p1', 'Painel I', '2026-03-30', '19:00', '20:30', ['ana'], 'auditorio'),
      activity('m1', null, '2026-03-31', '10:00', '11:30', ['bia'], 'lab-1'),
      activity('m2', null, '2026-03-31', '09:30', '12:00', ['caio']),
    ],
    categories: [],
    defaultCategory: null,
  } as Activities
  const schedule: Schedule = {
    days: [
      {
        date: '2026-03-30',
        events: [
          { id: 'a', title: 'ABERTURA', start: '18:00', end: '19:00', period: 'NOITE', room: null, participants: ['dora'] },
          { id: 'b', activity: 'p1', period: 'NOITE' },
        ],
      },
      { date: '2026-03-31', events: [{ id: 'c', title: 'MINICURSOS', period: 'MANHÃ', activities: ['m1', 'm2'] }] },
    ],
  }
  const rooms = [
    { id: 'auditorio', name: 'Auditório' },
    { id: 'lab-1', name: 'Laboratório 1' },
  ]
  const days = resolveProgramme(schedule, activities, { year: '2026', rooms, ui: loadContent(FIXTURE_ROOT).site.ui })

  it('labels the days from their dates and positions', () => {
    expect(days.map((d) => [d.tabLabel, d.label])).toEqual([
      ['30/MARÇO', '1º Dia'],
      ['31/MARÇO', '2º Dia'],
    ])
  })

  it("takes an activity entry's title, time, room and people from the activity", () => {
    expect(days[0]!.entries[1]).toEqual({
      year: '2026',
      id: 'b',
      title: 'Painel I: Título p1',
      date: '2026-03-30',
      start: '19:00',
      end: '20:30',
      startsAt: '2026-03-30T19:00:00-03:00',
      endsAt: '2026-03-30T20:30:00-03:00',
      durationMinutes: 90,
      period: 'NOITE',
      room: 'auditorio',
      roomName: 'Auditório',
      people: ['ana'],
      activity: 'p1',
      activities: [],
      parts: [],
      links: [],
    })
    expect(activityHeading({ label: null, title: 'Só o título' })).toBe('Só o título')
  })

  it('spans a block of parallel activities over their times and lists them, each with its own time and room', () => {
    const block = days[1]!.entries[0]!
    expect(block).toMatchObject({ title: 'MINICURSOS', start: '09:30', end: '12:00', people: [], activities: ['m1', 'm2'] })
    expect(block.parts.map((p) => [p.activity, p.start, p.endsAt, p.roomName, p.people])).toEqual([
      ['m1', '10:00', '2026-03-31T11:30:00-03:00', 'Laboratório 1', ['bia']],
      ['m2', '09:30', '2026-03-31T12:00:00-03:00', null, ['caio']],
    ])
  })

  it('keeps an entry with its own facts as written', () => {
    expect(days[0]!.entries[0]).toMatchObject({ title: 'ABERTURA', start: '18:00', end: '19:00', people: ['dora'], activity: null })
  })
})

describe('scheduleView of a block of parallel activities', () => {
  it('shows each activity with its people and a link to where it is shown in full', () => {
    const content = loadContent(FIXTURE_ROOT)
    for (const edition of Object.values(content.editions)) {
      const blocks = scheduleView(content, edition)
        .flatMap((d) => d.events)
        .filter((e) => e.activities.length > 0)
      for (const block of blocks) {
        for (const a of block.activities) {
          const source = edition.activities!.activities.find((x) => x.id === a.id)!
          expect(a.title).toBe(source.title)
          expect(a.href).toBe(activityPath(edition.year, a.id))
        }
      }
      expect(blocks.length).toBeGreaterThan(0)
    }
  }, 60_000)
})
