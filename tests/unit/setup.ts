import { afterEach } from 'vitest'

// Component tests render into a shared document: unmount after each test. Only files with a
// document load Testing Library: importing it (and react-dom with it) into each of the node-only
// files cost more than most of their tests (docs/performance.md).
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}
