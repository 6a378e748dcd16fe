// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WithTexts } from '../../tests/fixtures/content/ui-texts'
import { RichText } from './rich-text'

describe('RichText', () => {
  it('renders strings as paragraphs and list blocks as bullet lists, in order', () => {
    const { container } = render(<RichText blocks={['Primeiro parágrafo.', { list: ['Item A', 'Item B'] }, 'Último.']} />, {
      wrapper: WithTexts,
    })
    const children = [...container.querySelector('.rich-text')!.children]
    expect(children.map((el) => el.tagName)).toEqual(['P', 'UL', 'P'])
    expect(children[0]!.textContent).toBe('Primeiro parágrafo.')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Item A', 'Item B'])
  })

  it('opens link blocks in a new tab, safely, and says so to screen readers', () => {
    render(<RichText blocks={[{ links: [{ label: 'Anais', url: 'https://example.org/anais' }] }]} />, { wrapper: WithTexts })
    const link = screen.getByRole('link', { name: 'Anais (abre em nova aba)' })
    expect(link.getAttribute('href')).toBe('https://example.org/anais')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
