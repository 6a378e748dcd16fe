import { describe, expect, it } from 'vitest'
import { fill } from './fill'

describe('fill', () => {
  it('fills each marker it has a value for, every time it appears, and leaves the others as written', () => {
    expect(fill('{titulo}: {antes} → {depois} ({antes})', { titulo: 'Oficina', antes: 'Lab 1', depois: 'Lab 2' })).toBe(
      'Oficina: Lab 1 → Lab 2 (Lab 1)',
    )
    expect(fill('{titulo} em {sala}', { titulo: 'Oficina' })).toBe('Oficina em {sala}')
  })
})
