// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CallSection } from './call-page'

describe('CallSection', () => {
  it('is a closed <details> whose summary holds the title as a heading', () => {
    const { container } = render(
      <CallSection id="regras" title="Regras">
        <p>Texto das regras</p>
      </CallSection>,
    )
    const details = container.querySelector('details')!
    expect(details.id).toBe('regras')
    expect(details.open).toBe(false)
    expect(details.hasAttribute('open')).toBe(false)
    const summary = details.querySelector(':scope > summary')!
    expect(summary.querySelector('h2')?.textContent).toBe('Regras')
    expect(details.querySelector('.call-section__body')?.textContent).toBe('Texto das regras')
  })

  it('uses the heading level it is given', () => {
    const { container } = render(
      <CallSection id="x" title="Sub" level={3}>
        <p>…</p>
      </CallSection>,
    )
    expect(container.querySelector('summary h3')?.textContent).toBe('Sub')
    expect(container.querySelector('summary h2')).toBeNull()
  })
})
