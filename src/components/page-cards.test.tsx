// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureClock, WithTexts } from '../../tests/fixtures/content/ui-texts'
import { PageCards } from './page-cards'

const cards = [
  { id: 'artigos', icon: 'article' as const, title: 'Trabalhos Científicos', text: 'Submeta seu artigo.', href: '/articles', status: null },
  { id: 'hackathon', icon: 'code' as const, title: 'Hackathon', text: 'Forme sua equipe.', href: '/hackathon', status: null },
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

  it("shows a call's state in each state the clock can still reach, none that is over", () => {
    // The fixture's clock starts before its calls; this window closes at one of its boundaries.
    const [opensAt, closesAt] = fixtureClock.boundaries as [number, number]
    const status = { window: { opensAt, closesAt }, lines: { upcoming: 'Abre em breve', open: 'Aberta', closed: 'Encerrada' } }
    const { container } = render(<PageCards cards={[{ ...cards[0]!, status }]} />, { wrapper: WithTexts })
    const lines = [...container.querySelectorAll('.page-card__state')]
    expect(lines.map((p) => [p.textContent, p.parentElement!.getAttribute('data-when')])).toEqual([
      ['Abre em breve', '0'],
      ['Aberta', '1'],
      [
        'Encerrada',
        [...fixtureClock.boundaries.keys()]
          .map((k) => k + 2)
          .filter((k) => k <= fixtureClock.boundaries.length)
          .join(' '),
      ],
    ])
  })

  it('hides the decorative icons from assistive technology', () => {
    const { container } = render(<PageCards cards={cards} headingLevel={3} />, { wrapper: WithTexts })
    const icons = container.querySelectorAll('svg')
    expect(icons).toHaveLength(2)
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelectorAll('h3')).toHaveLength(2)
  })
})
