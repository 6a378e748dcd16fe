// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { EmailField } from './email-field'

function Harness({ initialError = null as string | null }) {
  const [value, setValue] = useState('')
  const [error, setError] = useState(initialError)
  return (
    <EmailField
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
