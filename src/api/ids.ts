// The API's ids are UUIDs; this wider charset still keeps "/", "." and "%" out of a path, so no link reaches another route.
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/

export function isSafeId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_ID.test(value)
}

// A path segment as the browser holds it (percent-encoded), when it decodes to a safe id.
export function decodeIdSegment(segment: string | undefined): string | null {
  try {
    const decoded = segment === undefined ? null : decodeURIComponent(segment)
    return isSafeId(decoded) ? decoded : null
  } catch {
    return null
  }
}

// Good enough for a search form: one "@", no spaces, a dot in the domain. The API is the judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}
