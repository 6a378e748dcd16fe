import { describe, expect, it } from 'vitest'
import { agendaLink, idsFromLink } from './agenda-link'

describe('agenda link', () => {
  it('names the items by id, dropping what the address carried', () => {
    expect(agendaLink('https://example.org/minha-agenda/?x=1#a', ['d1-a', 'd2-b'])).toBe(
      'https://example.org/minha-agenda/?itens=d1-a,d2-b',
    )
  })

  it('reads back the ids it wrote', () => {
    const link = agendaLink('https://example.org/minha-agenda/', ['d1-a', 'd2-b', 'x y'])
    expect(idsFromLink(new URL(link).search)).toEqual(['d1-a', 'd2-b', 'x y'])
  })

  it('ignores empty and repeated ids, and tells an address without the parameter', () => {
    expect(idsFromLink('?itens=a,,a, b')).toEqual(['a', 'b'])
    expect(idsFromLink('?itens=')).toEqual([])
    expect(idsFromLink('')).toBeNull()
  })
})
