import { describe, expect, it } from 'vitest'
import { fixtureEvent as event, scheduleJson } from '../../tests/fixtures/changes-site'
import { diffEditionProgramme, scheduleItems, type PublishedItem } from './programme-diff'

const item = (guid: string, title: string, date: string, start: string, end: string, roomName: string): PublishedItem => ({
  guid,
  title,
  slot: { date, start, end, roomName },
})

describe('scheduleItems', () => {
  it('reads each item with its day, start, end (from the duration) and room', () => {
    const json = scheduleJson([
      event('g1', 'Abertura', '2030-05-20', '19:00', '01:30', 'Auditório'),
      event('g2', 'Noite', '2030-05-21', '23:30', '01:00', 'Pátio'),
    ])
    expect(scheduleItems(json)).toEqual([
      item('g1', 'Abertura', '2030-05-20', '19:00', '20:30', 'Auditório'),
      item('g2', 'Noite', '2030-05-21', '23:30', '00:30', 'Pátio'),
    ])
  })

  it('reads nothing from a file that is not a schedule', () => {
    expect(scheduleItems('not json')).toEqual([])
    expect(scheduleItems('{"schedule": {}}')).toEqual([])
  })
})

describe('diffEditionProgramme', () => {
  const a = item('g1', 'Abertura', '2030-05-20', '19:00', '20:00', 'Auditório')
  const b = item('g2', 'Oficina', '2030-05-21', '08:00', '10:00', 'Lab I')

  it('finds nothing when the programme is the same', () => {
    expect(diffEditionProgramme('2030', [a, b], [b, a])).toEqual({ moved: [], renamed: [], cancelled: [], added: [], removed: [] })
  })

  it('reports an item moved to another day, time or room, matched by its guid', () => {
    const moved = { ...b, slot: { ...b.slot, date: '2030-05-22', roomName: 'Lab II' } }
    const renamedAndMoved = { ...a, title: 'Abertura oficial', slot: { ...a.slot, start: '18:30' } }
    const changes = diffEditionProgramme('2030', [a, b], [renamedAndMoved, moved])
    expect(changes.moved).toEqual([
      { edition: '2030', before: a, after: renamedAndMoved },
      { edition: '2030', before: b, after: moved },
    ])
    expect(changes.renamed).toEqual([])
  })

  it('reports a renamed item in the same place, and added and removed items', () => {
    const renamed = { ...a, title: 'Abertura oficial' }
    const c = item('g3', 'Palestra', '2030-05-21', '14:00', '15:00', 'Auditório')
    const changes = diffEditionProgramme('2030', [a, b], [renamed, c])
    expect(changes.renamed).toEqual([{ edition: '2030', before: a, after: renamed }])
    expect(changes.added).toEqual([{ edition: '2030', item: c }])
    expect(changes.removed).toEqual([{ edition: '2030', item: b }])
    expect(changes.moved).toEqual([])
  })

  it('reports an item cancelled or no longer cancelled, whatever else changed; a new reason is no change', () => {
    const cancelled = { ...a, cancelled: 'Chuva.' as const }
    const movedAndCancelled = { ...b, cancelled: true as const, slot: { ...b.slot, roomName: 'Lab II' } }
    const changes = diffEditionProgramme('2030', [a, b], [cancelled, movedAndCancelled])
    expect(changes.cancelled).toEqual([
      { edition: '2030', before: a, after: cancelled },
      { edition: '2030', before: b, after: movedAndCancelled },
    ])
    expect(changes.moved).toEqual([{ edition: '2030', before: b, after: movedAndCancelled }])
    expect(diffEditionProgramme('2030', [cancelled], [a]).cancelled).toEqual([{ edition: '2030', before: cancelled, after: a }])
    expect(diffEditionProgramme('2030', [cancelled], [{ ...a, cancelled: 'Outro.' }]).cancelled).toEqual([])
  })

  it('takes an item whose id changed as the same item when its title is unique among the unmatched ones', () => {
    const newId = { ...b, guid: 'g9', slot: { ...b.slot, date: '2030-05-22' } }
    expect(diffEditionProgramme('2030', [a, b], [a, newId]).moved).toEqual([{ edition: '2030', before: b, after: newId }])
    // Two unmatched items with one title: no guessing.
    const twin = item('g4', 'Oficina', '2030-05-21', '10:00', '12:00', 'Lab I')
    const twinNew = { ...twin, guid: 'g5' }
    const changes = diffEditionProgramme('2030', [b, twin], [newId, twinNew])
    expect(changes.moved).toEqual([])
    expect(changes.added).toHaveLength(2)
    expect(changes.removed).toHaveLength(2)
  })
})
