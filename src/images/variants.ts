// Each version addressed by its source's hash and parameters, so the pages and the post-build step name the same files.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Logo, Photo } from '../content/generated/defs'
import type { DeepReadonly } from '../content/load-content'
import { AVATAR_LADDER, DENSITIES, LOGO_BOX, PIPELINE_VERSION, PUBLISHED_DIR, type LogoSlot } from './image-rules.ts'

type Focus = { x: number; y: number }

export type PhotoRef = { file: string; focus: Focus | null }

export type LogoRef = { file: string; dark: boolean }

export function photoRef(value: DeepReadonly<Photo> | null | undefined): PhotoRef | null {
  if (!value) return null
  if (typeof value === 'string') return { file: value, focus: null }
  return { file: value.file, focus: value.focus ? { x: value.focus.x, y: value.focus.y } : null }
}

export function logoRef(value: DeepReadonly<Logo> | null | undefined): LogoRef | null {
  if (!value) return null
  if (typeof value === 'string') return { file: value, dark: false }
  return { file: value.file, dark: value.dark ?? false }
}

type Variant = { kind: 'avatar'; px: number; focus: Focus | null } | { kind: 'logo'; width: number; height: number }

export function imagesRoot(contentRoot: string): string {
  return path.join(contentRoot, 'public', 'images')
}

const hashes = new Map<string, { stamp: string; hash: string }>()

// Remembered while the file's size and mtime stay the same.
function sourceHash(file: string): string {
  const { size, mtimeMs } = statSync(file)
  const stamp = `${size}:${mtimeMs}`
  const hit = hashes.get(file)
  if (hit?.stamp === stamp) return hit.hash
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex')
  hashes.set(file, { stamp, hash })
  return hash
}

/** A version: its original's absolute path, its variant, its URL ('/images/pessoas/ana-1a2b3c4d5e.webp') and the cache's key. */
function job(contentRoot: string, file: string, variant: Variant) {
  const source = path.join(imagesRoot(contentRoot), file)
  const hash = sourceHash(source)
  const key = createHash('sha256')
    .update(`${PIPELINE_VERSION}\0${hash}\0${JSON.stringify(variant)}`)
    .digest('hex')
  const { dir, name } = path.posix.parse(file)
  const url = path.posix.join('/', PUBLISHED_DIR, dir, `${name.replace(/[^A-Za-z0-9_-]+/g, '-')}-${key.slice(0, 12)}.webp`)
  return { source, variant, url, key }
}
export type VariantJob = ReturnType<typeof job>

/** A photo's versions; none without a photo. */
export function photoJobs(contentRoot: string, ref: PhotoRef | null): VariantJob[] {
  return ref ? AVATAR_LADDER.map((px) => job(contentRoot, ref.file, { kind: 'avatar', px, focus: ref.focus })) : []
}

/** A logo's versions for a slot; none without a logo. */
export function logoJobs(contentRoot: string, ref: LogoRef | null, slot: LogoSlot): VariantJob[] {
  const box = LOGO_BOX[slot]
  return ref ? DENSITIES.map((d) => job(contentRoot, ref.file, { kind: 'logo', width: box.width * d, height: box.height * d })) : []
}
