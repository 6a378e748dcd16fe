// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { asHtml, programmeHtml } from '../../tests/fixtures/content/programme-html.tsx'
import { activityPath } from '../publishing/item-paths.ts'
import type { Activities } from './generated/activities.ts'
import type { Schedule } from './generated/schedule.ts'
import { loadContent } from './load-content.ts'
import {
  activityHeading,
  cancellation,
  cancellationText,
  programmeItems,
  programmePeople,
  resolveActivities,
  resolveProgramme,
} from './programme.ts'

const activity = (
  id: string,
  label: string | null,
  date: string,
  start: string,
  end: string,
  people: string[],
  roomId: string | null = null,
): Activities['activities'][number] => ({
  id,
  kind: 'minicurso',
  code: null,
  label,
  title: `Título ${id}`,
  people,
  moderators: [],
  when: { date, start, end, roomId },
  description: null,
  objective: null,
  justification: null,
  prerequisites: null,
  resources: null,
})

/** An activities.yaml of these activities, with no categories. */
const activitiesFile = (...activities: Activities['activities']): Activities => ({ activities, categories: [], defaultCategory: null })

describe('resolveProgramme', () => {
  const written = activitiesFile(
    activity('p1', 'Painel I', '2026-03-30', '19:00', '20:30', ['ana'], 'auditorio'),
    activity('m1', null, '2026-03-31', '10:00', '11:30', ['bia'], 'lab-1'),
    activity('m2', null, '2026-03-31', '09:30', '12:00', ['caio']),
  )
  const schedule: Schedule = {
    days: [
      {
        date: '2026-03-30',
        events: [
          { id: 'a', title: 'ABERTURA', start: '18:00', end: '19:00', period: 'NOITE', roomId: 'auditorio', participants: ['dora'] },
          { id: 'b', activityId: 'p1', period: 'NOITE' },
        ],
      },
      { date: '2026-03-31', events: [{ id: 'c', title: 'MINICURSOS', period: 'MANHÃ', activityIds: ['m1', 'm2'] }] },
    ],
  }
  const rooms = [
    { id: 'auditorio', name: 'Auditório' },
    { id: 'lab-1', name: 'Laboratório 1' },
  ]
  const activities = resolveActivities(written, rooms)!.activities
  const days = resolveProgramme(schedule, written, { year: '2026', rooms, activities, ui: loadContent(FIXTURE_ROOT).site.ui })
  const [opening, panel, block] = programmeItems(days)

  it('labels the days from their dates and positions, with the year for when the edition is over', () => {
    expect(days.map((d) => [d.tabLabel, d.label, d.datedLabel])).toEqual([
      ['Seg 30/03', '1º Dia', 'Seg 30/03/2026'],
      ['Ter 31/03', '2º Dia', 'Ter 31/03/2026'],
    ])
  })

  it("bounds each day by its midnights in the event's zone, across a month's end", () => {
    expect(days.map((d) => [d.startsAt, d.endsAt])).toEqual([
      ['2026-03-30T00:00:00-03:00', '2026-03-31T00:00:00-03:00'],
      ['2026-03-31T00:00:00-03:00', '2026-04-01T00:00:00-03:00'],
    ])
  })

  it('gives a room as its id and name, and times as local times and instants of the event zone', () => {
    expect(opening!.room).toEqual({ id: 'auditorio', name: 'Auditório' })
    expect(opening).toMatchObject({ date: '2026-03-30', start: '18:00', startsAt: '2026-03-30T18:00:00-03:00', durationMinutes: 60 })
  })

  it("takes an item's title, time, room and people from the activity it shows, and gives the activity itself", () => {
    expect(panel).toMatchObject({ id: 'b', title: 'Painel I: Título p1', start: '19:00', end: '20:30', people: ['ana'], parts: [] })
    expect(panel!.endsAt).toBe('2026-03-30T20:30:00-03:00')
    expect(panel!.room?.name).toBe('Auditório')
    expect(panel!.activity).toBe(activities[0])
    expect(activityHeading({ label: null, title: 'Só o título' })).toBe('Só o título')
  })

  it('resolves each activity once: its time and room as an item gives them', () => {
    expect(activities[1]!.when).toMatchObject({
      start: '10:00',
      endsAt: '2026-03-31T11:30:00-03:00',
      room: { id: 'lab-1', name: 'Laboratório 1' },
    })
    expect(activities[2]!.when!.room).toBeNull()
  })

  it('spans a block of parallel activities over their times and lists them, each with its own time and room', () => {
    expect(block).toMatchObject({ title: 'MINICURSOS', start: '09:30', end: '12:00', people: [], activity: null })
    expect(block!.parts.map((p) => [p.activity.id, p.start, p.endsAt, p.room?.name ?? null])).toEqual([
      ['m1', '10:00', '2026-03-31T11:30:00-03:00', 'Laboratório 1'],
      ['m2', '09:30', '2026-03-31T12:00:00-03:00', null],
    ])
    expect(programmePeople(days)).toEqual(['dora', 'ana', 'bia', 'caio'])
  })

  it('keeps an item with its own facts as written', () => {
    expect(opening).toMatchObject({ title: 'ABERTURA', start: '18:00', end: '19:00', people: ['dora'], activity: null })
  })
})

describe('a cancelled item', () => {
  const written = activitiesFile(
    { ...activity('p1', null, '2026-03-30', '19:00', '20:30', []), cancelled: 'Motivo escrito.' },
    activity('m1', null, '2026-03-30', '10:00', '11:30', []),
    { ...activity('m2', null, '2026-03-30', '10:00', '11:30', []), cancelled: true },
  )
  const own: Schedule['days'][number]['events'][number] = {
    id: 'a',
    title: 'A',
    start: '18:00',
    end: '19:00',
    period: 'NOITE',
    roomId: null,
    participants: [],
    cancelled: true,
  }
  const events: Schedule['days'][number]['events'] = [
    own,
    { id: 'b', activityId: 'p1', period: 'NOITE' },
    { id: 'c', title: 'MINICURSOS', period: 'MANHÃ', activityIds: ['m1', 'm2'] },
  ]
  const schedule: Schedule = { days: [{ date: '2026-03-30', events }] }
  const ui = loadContent(FIXTURE_ROOT).site.ui
  const activities = resolveActivities(written, [])!.activities
  const [ownItem, shown, block] = programmeItems(resolveProgramme(schedule, written, { year: '2026', rooms: [], activities, ui }))

  it('is cancelled by its own field or by the activity it shows, with the reason if written', () => {
    expect(ownItem!.cancelled).toEqual({ reason: null })
    expect(shown!.cancelled).toEqual({ reason: 'Motivo escrito.' })
    expect(activities.map((a) => a.cancelled)).toEqual([{ reason: 'Motivo escrito.' }, null, { reason: null }])
  })

  it('keeps a block whose one activity is cancelled, that activity marked', () => {
    expect(block!.cancelled).toBeNull()
    expect(block!.parts.map((part) => part.activity.cancelled)).toEqual([null, { reason: null }])
  })

  it('is said in words, with the reason after its label', () => {
    expect(cancellation(undefined)).toBeNull()
    expect(cancellationText({ reason: null }, ui)).toBe(ui.cancelled)
    expect(cancellationText({ reason: 'Chuva.' }, ui)).toBe(`${ui.cancelled}. ${ui.cancelledReason}: Chuva.`)
  })
})

describe('the programme of a block of parallel activities', () => {
  it('shows each activity with its people and a link to its own page', () => {
    const content = loadContent(FIXTURE_ROOT)
    for (const edition of Object.values(content.editions)) {
      const parts = programmeItems(edition.programme).flatMap((item) => item.parts)
      const html = programmeHtml(content, edition)
      for (const { activity } of parts) {
        expect(html).toContain(`<a href="${activityPath(edition.year, activity.id)}">${asHtml(activity.title)}</a>`)
        for (const id of activity.people) expect(html).toContain(asHtml(content.personById(id).name))
      }
      expect(parts.length).toBeGreaterThan(0)
    }
  })
})
