// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageHeader } from './page-header'

describe('PageHeader', () => {
  it('is the page h1 on the dark frame', () => {
    const { container } = render(<PageHeader title="Um título" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Um título')
    expect(container.querySelector('.page-header.surface-dark .page-column')).not.toBeNull()
    expect(container.querySelector('.page-header__lead')).toBeNull()
  })
  it('puts the lead in the element asked for: an h2 above h3 sections', () => {
    render(<PageHeader title="Chamada" lead="Subtítulo" leadAs="h2" />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Subtítulo')
  })
  it('shows its children under the title', () => {
    render(
      <PageHeader title="Edição">
        <p>Tema</p>
      </PageHeader>,
    )
    expect(screen.getByText('Tema').closest('.page-header')).not.toBeNull()
  })
})
