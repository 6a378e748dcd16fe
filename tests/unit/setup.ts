import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Component tests render into a shared document: unmount after each test.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
