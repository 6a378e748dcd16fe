import { describe, expect, it } from 'vitest'
import { registrationAction } from './registration-action'

const signInUrl = 'https://inscricoes.example/entrar'
const action = (status: 'abertas' | 'no-local' | 'encerradas', url: string | null = signInUrl) =>
  registrationAction({ status, signInUrl: url, eventId: null }, 'Inscreva-se', 'Inscrições no local', '/registration')

describe('registrationAction', () => {
  it('offers the external sign-in while online registration is open', () => {
    expect(action('abertas')).toEqual({ kind: 'external', href: signInUrl, label: 'Inscreva-se' })
  })
  it('offers nothing when registration is open but there is no sign-in page', () => {
    expect(action('abertas', null)).toBeNull()
  })
  it('points to the on-site notice when only on-site registration remains, never to the sign-in page', () => {
    expect(action('no-local')).toEqual({ kind: 'on-site', href: '/registration', label: 'Inscrições no local' })
  })
  it('offers nothing once registration is closed', () => {
    expect(action('encerradas')).toBeNull()
  })
})
