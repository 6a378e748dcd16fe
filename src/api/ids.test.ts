import { describe, expect, it } from 'vitest'
import { decodeIdSegment, isEmail, isSafeId } from './ids'

describe('ids', () => {
  it('accepts UUIDs and simple ids', () => {
    expect(isSafeId('3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a61')).toBe(true)
    expect(isSafeId('lote_1')).toBe(true)
  })

  it.each(['', '.', '..', 'a/b', 'a%2Fb', 'a b', 'ação', 'x'.repeat(65)])('refuses %j', (id) => {
    expect(isSafeId(id)).toBe(false)
  })

  it('decodes a path segment before checking it', () => {
    expect(decodeIdSegment('abc-123')).toBe('abc-123')
    expect(decodeIdSegment('abc%2D123')).toBe('abc-123')
    expect(decodeIdSegment('..%2F..%2Fadmin')).toBeNull()
    expect(decodeIdSegment('%E0%A4%A')).toBeNull()
    expect(decodeIdSegment(undefined)).toBeNull()
  })

  it('checks e-mails loosely', () => {
    expect(isEmail('paga@demo.sercomp.test')).toBe(true)
    expect(isEmail('sem-arroba')).toBe(false)
    expect(isEmail('a@b')).toBe(false)
    expect(isEmail('a b@c.d')).toBe(false)
  })
})
