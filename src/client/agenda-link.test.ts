import { describe, expect, it } from 'vitest'
import { agendaLink, savedFromLink } from './agenda-link'
import { seenOf } from './agenda-store'
import { agendaItem as item } from '../../tests/fixtures/content/agenda-item'

const items = [item('d1-a', '08:00', '09:30', 'Sala Alfa'), item('d1-b', '10:00', '11:00', null)]
const data = { items, rooms: ['Sala Alfa', 'Sala Beta'] }
const page = 'https://example.org/minha-agenda/'
const search = (link: string) => new URL(link).search

describe('agenda link', () => {
  it('names the items by id, dropping what the address carried; a bare id when nothing was seen', () => {
    expect(agendaLink(`${page}?x=1#a`, { 'd1-a': null, 'd2-b': null })).toBe(`${page}?itens=d1-a,d2-b`)
  })

  it('carries what its sender saw, and reads it back: time, length, room, cancelled', () => {
    const seen = { 'd1-a': { ...seenOf(items[0]!), startIso: '2030-05-20T07:45:00-03:00', roomName: 'Sala Beta', cancelled: true } }
    const back = savedFromLink(search(agendaLink(page, seen)), data)!['d1-a']!
    expect(Date.parse(back.startIso)).toBe(Date.parse('2030-05-20T07:45:00-03:00'))
    expect(Date.parse(back.endIso)).toBe(Date.parse(items[0]!.endIso))
    expect(back).toMatchObject({ title: 'D1-A', roomName: 'Sala Beta', cancelled: true })
    const noRoom = savedFromLink(search(agendaLink(page, { 'd1-b': seenOf(items[1]!) })), data)!['d1-b']!
    expect(noRoom).toMatchObject({ roomName: null, cancelled: false })
  })

  it('keeps each item short: about a dozen characters more than its id', () => {
    const link = agendaLink(page, { 'd1-a': seenOf(items[0]!) })
    expect(link.length - `${page}?itens=d1-a`.length).toBeLessThanOrEqual(15)
  })

  it('reads a bare id (an older link) as what the programme shows, and an unknown id as null', () => {
    expect(savedFromLink('?itens=d1-b,gone,d1-a.zz', data)).toEqual({ 'd1-b': seenOf(items[1]!), gone: null, 'd1-a': seenOf(items[0]!) })
  })

  it('takes the item’s own room for a room the edition no longer lists', () => {
    const seen = { 'd1-a': { ...seenOf(items[0]!), roomName: 'Sala Demolida' } }
    expect(savedFromLink(search(agendaLink(page, seen)), data)!['d1-a']!.roomName).toBe('Sala Alfa')
  })

  it('ignores empty and repeated ids, and tells an address without the parameter', () => {
    expect(Object.keys(savedFromLink('?itens=d1-a,,d1-a, d1-b', data)!)).toEqual(['d1-a', 'd1-b'])
    expect(savedFromLink('?itens=', data)).toEqual({})
    expect(savedFromLink('', data)).toBeNull()
  })
})
