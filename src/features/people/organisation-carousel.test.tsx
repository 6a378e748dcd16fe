// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CarouselOptions } from '../../client/carousel-options'
import { AVATAR_LADDER } from '../../images/image-rules'
import { WithTexts } from '../../../tests/fixtures/content/ui-texts'
import { OrganisationCarousel } from './organisation-carousel'

const members = [
  {
    id: 'ana',
    name: 'Ana Souza',
    area: 'Credenciamento',
    href: '/pessoas/ana',
    photo: { urls: Object.fromEntries(AVATAR_LADDER.map((px) => [String(px), `/images/pessoas/ana-${px}.webp`])) },
  },
  { id: 'bruno', name: 'Bruno Lima', area: 'Sistemas', photo: null, href: '/pessoas/bruno' },
]

describe('OrganisationCarousel', () => {
  it('shows the heading and one slide per member with name, role and a named photo', () => {
    render(<OrganisationCarousel heading="ORGANIZAÇÃO DO VI SERCOMP" members={members} />, { wrapper: WithTexts })
    expect(screen.getByRole('heading', { level: 2, name: 'ORGANIZAÇÃO DO VI SERCOMP' })).toBeTruthy()
    const slides = screen.getAllByRole('group')
    expect(slides).toHaveLength(2)
    expect(slides[0]!.textContent).toContain('Ana Souza')
    expect(slides[0]!.textContent).toContain('Credenciamento')
    expect(screen.getByRole('img', { name: 'Foto de Ana Souza' }).getAttribute('src')).toBe('/images/pessoas/ana-144.webp')
    expect(screen.getByRole('img', { name: 'Foto de Bruno Lima' }).textContent).toBe('BL')
  })

  it('configures 1 slide, 2 from 600 px and a 3000 ms autoplay with a pause control', () => {
    const { container } = render(<OrganisationCarousel heading="ORG" members={members} />, { wrapper: WithTexts })
    const options = JSON.parse(container.querySelector<HTMLElement>('[data-carousel]')!.dataset.carousel!) as CarouselOptions
    expect(options.slidesPerView).toBe(1)
    expect(options.breakpoints?.[600]?.slidesPerView).toBe(2)
    expect(options.autoplayMs).toBe(3000)
    expect(container.querySelector('[data-carousel-pause]')?.textContent).toBe('Pausar')
  })

  it("loads the photos lazily: the carousel sits below the home's first view", () => {
    const many = [0, 1, 2].map((i) => ({ ...members[0]!, id: `p${i}` }))
    const { container } = render(<OrganisationCarousel heading="ORG" members={many} />, { wrapper: WithTexts })
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy'])
  })
})
