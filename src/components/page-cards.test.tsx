// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WithTexts } from '../../tests/fixtures/content/ui-texts'
import { PageCards } from './page-cards'

const cards = [
  { id: 'artigos', icon: 'article' as const, title: 'Trabalhos Científicos', text: 'Submeta seu artigo.', href: '/articles' },
  { id: 'hackathon', icon: 'code' as const, title: 'Hackathon', text: 'Forme sua equipe.', href: '/hackathon' },
]

describe('PageCards', () => {
  it('draws one card per entry with title, text and an access link to its page', () => {
    render(<PageCards cards={cards} />, { wrapper: WithTexts })
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Trabalhos Científicos', 'Hackathon'])
    const links = screen.getAllByRole('link', { name: 'Acessar' })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/articles', '/hackathon'])
    // Each identical "Acessar" link is described by its card's title.
    expect(document.getElementById(links[1]!.getAttribute('aria-describedby')!)?.textContent).toBe('Hackathon')
  })

  it('hides the decorative icons from assistive technology', () => {
    const { container } = render(<PageCards cards={cards} headingLevel={3} />, { wrapper: WithTexts })
    const icons = container.querySelectorAll('svg')
    expect(icons).toHaveLength(2)
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelectorAll('h3')).toHaveLength(2)
  })
})
