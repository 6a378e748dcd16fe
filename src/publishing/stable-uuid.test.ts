// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { uuidV5 } from './stable-uuid'

describe('uuidV5', () => {
  it('matches the RFC 4122 reference value for the URL namespace', () => {
    // Python: uuid.uuid5(uuid.NAMESPACE_URL, 'http://python.org/')
    expect(uuidV5('http://python.org/')).toBe('4c565f0d-3f5a-5890-b41b-20cf47701c5e')
  })
  it('is stable and distinct per name', () => {
    expect(uuidV5('sercomp/2025/d1-abertura')).toBe(uuidV5('sercomp/2025/d1-abertura'))
    expect(uuidV5('sercomp/2025/d1-abertura')).not.toBe(uuidV5('sercomp/2024/d1-abertura'))
  })
})
