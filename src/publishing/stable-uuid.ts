import { createHash } from 'node:crypto'

// RFC 4122 version-5 (name-based, SHA-1) UUIDs: the same edition and item always get the same id,
// so calendar apps and schedule readers keep favourites and updates across rebuilds.
const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8'

export function uuidV5(name: string, namespace: string = URL_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex')
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
