// RFC 4122 version-5 UUIDs in the URL namespace: the same name always gets the same id, so apps keep favourites and updates across rebuilds.
import { createHash } from 'node:crypto'

const URL_NAMESPACE = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex')

export function uuidV5(name: string): string {
  const bytes = createHash('sha1').update(URL_NAMESPACE).update(name, 'utf8').digest().subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  return bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
}
