// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorScreen, errorText } from './error-screen'

const notFound = { code: '404', message: 'Página não encontrada.', homeLink: 'Voltar ao início' }
const error = { heading: 'Unexpected Application Error!', retry: 'Tentar novamente' }

describe('ErrorScreen', () => {
  it('shows 404 and the not-found message with a link home', () => {
    render(<ErrorScreen is404 notFound={notFound} error={error} errorText={null} retryHref="/x" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404')
    expect(screen.getByText('Página não encontrada.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/')
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
  })

  it('shows the error heading followed by the error text', () => {
    render(<ErrorScreen is404={false} notFound={notFound} error={error} errorText="boom: data failed" retryHref="/about" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!')
    expect(screen.getByText('boom: data failed')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe('/about')
    expect(screen.queryByText('404')).toBeNull()
  })
})

describe('errorText', () => {
  it('takes the message of an Error, a string as it is, and nothing else', () => {
    expect(errorText(new Error('falhou'))).toBe('falhou')
    expect(errorText('texto')).toBe('texto')
    expect(errorText({ status: 500 })).toBeNull()
    expect(errorText(undefined)).toBeNull()
  })
})
