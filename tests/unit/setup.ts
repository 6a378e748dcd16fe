import { afterEach, beforeAll } from 'vitest'

// Component tests render into a shared document: unmount after each test. Only files with a
// document load Testing Library: importing it (and react-dom with it) into each of the node-only
// files cost more than most of their tests (docs/performance.md).
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  // The unit files share their workers' module cache and document (isolate: false, decision 0074):
  // each file starts from an empty page, whatever the file before it left there.
  beforeAll(() => {
    cleanup()
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })
  afterEach(() => cleanup())
}
