// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AVATAR_LADDER, avatarPicks } from '../images/image-rules'
import { fixtureTexts, WithTexts } from '../../tests/fixtures/content/ui-texts'
import { initials, PersonAvatar } from './person-avatar'

const photo = { urls: Object.fromEntries(AVATAR_LADDER.map((px) => [String(px), `/images/pessoas/ana-${px}.webp`])) }

describe('initials', () => {
  it('takes the first and last names, skipping titles and particles', () => {
    expect(initials('Dr. Ana Exemplo dos Santos')).toBe('AS')
    expect(initials('Dra. Beatriz Modelo Barros Ficticia')).toBe('BF')
    expect(initials('Carla de Teste')).toBe('CT')
  })
  it('works with a single name', () => {
    expect(initials('Zuleica')).toBe('Z')
  })
})

describe('avatarPicks', () => {
  it('covers 1x, 2x and 3x screens with the smallest square that is large enough', () => {
    for (const size of [48, 64, 112, 120, 140]) {
      const picks = avatarPicks(size)
      expect(picks[0]).toEqual({ density: 1, px: AVATAR_LADDER.find((w) => w >= size) })
      for (const { density, px } of picks) expect(px).toBeGreaterThanOrEqual(Math.min(size * density, AVATAR_LADDER.at(-1)!))
    }
    expect(avatarPicks(140)).toEqual([
      { density: 1, px: 144 },
      { density: 2, px: 288 },
      { density: 3, px: 432 },
    ])
  })
})

describe('PersonAvatar', () => {
  it('shows the photo at a fixed square size, with density versions and "Foto de" and the name as alt text', () => {
    render(<PersonAvatar name="Ana Souza" photo={photo} size={120} />, { wrapper: WithTexts })
    const img = screen.getByRole('img', { name: `${fixtureTexts.photoOf} Ana Souza` })
    expect(img.getAttribute('src')).toBe('/images/pessoas/ana-144.webp')
    expect(img.getAttribute('srcset')).toBe(
      '/images/pessoas/ana-144.webp 1x, /images/pessoas/ana-288.webp 2x, /images/pessoas/ana-432.webp 3x',
    )
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['120', '120'])
    // Inline, so a global `img { height: auto }` cannot turn a circle into an oval.
    expect([img.style.width, img.style.height]).toEqual(['120px', '120px'])
  })
  it('is lazy unless told; "high" is eager with fetchpriority', () => {
    const { container, rerender } = render(<PersonAvatar name="Ana Souza" photo={photo} />, { wrapper: WithTexts })
    const img = () => container.querySelector('img')!
    expect([img().getAttribute('loading'), img().getAttribute('fetchpriority')]).toEqual(['lazy', null])
    rerender(<PersonAvatar name="Ana Souza" photo={photo} priority="eager" />)
    expect([img().getAttribute('loading'), img().getAttribute('fetchpriority')]).toEqual(['eager', null])
    rerender(<PersonAvatar name="Ana Souza" photo={photo} priority="high" />)
    expect([img().getAttribute('loading'), img().getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
  })
  it('draws initials, never a broken image, when there is no photo', () => {
    const { container } = render(<PersonAvatar name="Ana Souza" photo={null} />, { wrapper: WithTexts })
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: `${fixtureTexts.photoOf} Ana Souza` }).textContent).toBe('AS')
  })
})
