// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { initials, PersonAvatar } from './person-avatar'

describe('initials', () => {
  it('takes the first and last names, skipping titles and particles', () => {
    expect(initials('Dr. Jucelio Soares dos Santos')).toBe('JS')
    expect(initials('Dra. Jannayna Domingues Barros Filgueira')).toBe('JF')
    expect(initials('Camila de Lucena')).toBe('CL')
  })
  it('works with a single name', () => {
    expect(initials('Kemelly')).toBe('K')
  })
})

describe('PersonAvatar', () => {
  it('shows the photo with the name as alt text', () => {
    render(<PersonAvatar name="Ana Souza" photo="/images/people/ana.webp" />)
    expect(screen.getByRole('img', { name: 'Ana Souza' }).getAttribute('src')).toBe('/images/people/ana.webp')
  })
  it('draws initials, never a broken image, when there is no photo', () => {
    const { container } = render(<PersonAvatar name="Ana Souza" photo={null} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'Ana Souza' }).textContent).toBe('AS')
  })
})
