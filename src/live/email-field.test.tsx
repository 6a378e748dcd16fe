// @vitest-environment happy-dom
import { act, fireEvent, render } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { EmailField } from './email-field'

function Harness({ initialError = null as string | null }) {
  const [value, setValue] = useState('')
  const [error, setError] = useState(initialError)
  return (
    <EmailField
      id="email"
      label="E-mail"
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next)
        setError(next.includes('@') ? null : 'Informe um e-mail válido.')
      }}
    />
  )
}

describe('EmailField', () => {
  it('is a required e-mail input named by its label', () => {
    const view = render(<Harness />)
    const input = view.getByLabelText(/E-mail/) as HTMLInputElement
    expect(input.type).toBe('email')
    expect(input.required).toBe(true)
    expect(input.autocomplete).toBe('email')
    expect(input.getAttribute('aria-invalid')).toBe('false')
  })

  it('reports every change and shows the error text it is given, described by the input', () => {
    const view = render(<Harness />)
    const input = view.getByLabelText(/E-mail/) as HTMLInputElement
    fireEvent.change(input, { target: { value: 'maria' } })
    expect(input.value).toBe('maria')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('Informe um e-mail válido.')
    fireEvent.change(input, { target: { value: 'maria@x.org' } })
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(described?.textContent?.trim()).toBe('')
  })
})

describe('EmailField before its script', () => {
  it('adopts what was typed into the prerendered field before hydration, and validates it', async () => {
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<Harness />)
    const input = container.querySelector('input')!
    input.value = 'maria'
    const errors: unknown[] = []
    act(() => {
      hydrateRoot(container, <Harness />, { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(input.value).toBe('maria')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    container.remove()
  })
})
