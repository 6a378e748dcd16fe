import type { EditionContent } from '../../content/load-content'

export type RegistrationAction = { kind: 'external' | 'on-site'; href: string; label: string } | null

// What the registration state in the edition's data allows: signing up online, or reading how to
// sign up on the day. The page shows it only before and during the event (decision 0110).
export function registrationAction(
  registration: EditionContent['edition']['registration'],
  register: string,
  onSite: string,
  onSitePath: string,
): RegistrationAction {
  if (registration.status === 'abertas' && registration.signInUrl) {
    return { kind: 'external', href: registration.signInUrl, label: register }
  }
  if (registration.status === 'no-local') return { kind: 'on-site', href: onSitePath, label: onSite }
  return null
}
