import { describe, expect, it } from 'vitest'
import { msToNextMinute, nowAndNext, overlapping } from './event-clock'

const item = (id: string, start: string, end: string) => ({
  id,
  startIso: `2030-05-20T${start}:00-03:00`,
  endIso: `2030-05-20T${end}:00-03:00`,
})
const items = [
  item('a', '08:00', '10:00'),
  item('b', '09:00', '09:30'),
  item('c', '10:00', '11:00'),
  item('d', '10:00', '12:00'),
  item('e', '14:00', '15:00'),
]
const at = (time: string) => Date.parse(`2030-05-20T${time}:00-03:00`)
const ids = (list: { id: string }[]) => list.map((x) => x.id)
const start = '2030-05-20T08:00:00-03:00'
const end = '2030-05-20T18:00:00-03:00'

describe('nowAndNext', () => {
  it('lists what is on and everything that starts next together', () => {
    const result = nowAndNext(items, at('09:15'), start, end)
    expect(result.during).toBe(true)
    expect(ids(result.now)).toEqual(['a', 'b'])
    expect(ids(result.next)).toEqual(['c', 'd'])
  })

  it('counts an item as on from its start minute until just before its end', () => {
    expect(ids(nowAndNext(items, at('10:00'), start, end).now)).toEqual(['c', 'd'])
    expect(ids(nowAndNext(items, at('10:00') - 1, start, end).now)).toEqual(['a'])
  })

  it('skips a cancelled item, now and next', () => {
    const cancelled = [...items.filter((x) => x.id !== 'c'), { ...item('c', '10:00', '11:00'), cancelled: { reason: null } }]
    expect(ids(nowAndNext(cancelled, at('09:15'), start, end).next)).toEqual(['d'])
    expect(ids(nowAndNext(cancelled, at('10:30'), start, end).now)).toEqual(['d'])
  })

  it('has nothing now in a gap and nothing next after the last item', () => {
    const gap = nowAndNext(items, at('13:00'), start, end)
    expect(ids(gap.now)).toEqual([])
    expect(ids(gap.next)).toEqual(['e'])
    expect(ids(nowAndNext(items, at('16:00'), start, end).next)).toEqual([])
  })

  it('is off before the start and from the end on', () => {
    expect(nowAndNext(items, at('08:00') - 1, start, end)).toEqual({ during: false, now: [], next: [] })
    expect(nowAndNext(items, at('18:00'), start, end).during).toBe(false)
  })
})

describe('overlapping', () => {
  it('marks items that share time, not items that only touch', () => {
    expect([...overlapping(items)].sort()).toEqual(['a', 'b', 'c', 'd'])
    expect([...overlapping([item('x', '08:00', '09:00'), item('y', '09:00', '10:00')])]).toEqual([])
  })
})

it('waits until the next whole minute', () => {
  expect(msToNextMinute(at('09:15') + 15_000)).toBe(45_000)
  expect(msToNextMinute(at('09:15'))).toBe(60_000)
})
