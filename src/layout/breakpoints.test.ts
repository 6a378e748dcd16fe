import { describe, expect, it } from 'vitest'
import { expandCustomMedia, PHONE_MAX_WIDTH } from './breakpoints'

describe('expandCustomMedia', () => {
  it('writes (--phone) out as the phone width, alone or combined', () => {
    expect(expandCustomMedia('@media (--phone) and (scripting: none) { a { color: red } }')).toBe(
      `@media (max-width: ${PHONE_MAX_WIDTH}px) and (scripting: none) { a { color: red } }`,
    )
  })

  it('leaves custom properties alone and fails on an unknown custom media query', () => {
    expect(expandCustomMedia('a { color: var(--brand); --gap: 1rem }')).toBe('a { color: var(--brand); --gap: 1rem }')
    expect(() => expandCustomMedia('@media (--tablet) {}', 'x.css')).toThrow('x.css: unknown custom media (--tablet)')
  })
})
