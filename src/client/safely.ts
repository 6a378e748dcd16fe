/** What `action` returns, or `fallback` when it throws: browser storage full, blocked or denied, a value that does not parse. */
export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}
