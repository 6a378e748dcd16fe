// Build time only: which published versions an image in the content has, and their addresses.
// An address is derived from the source's content hash and the version's parameters, so the pages
// (+data.ts, in vike's prerender) and the post-build step (scripts/post-build.ts), which run in two
// processes, name the same files without sharing any state, and a changed photo gets a new address.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Logo, Photo } from '../content/generated/defs'
import type { DeepReadonly } from '../content/load-content'
import { AVATAR_LADDER, DENSITIES, LOGO_BOX, PIPELINE_VERSION, PUBLISHED_DIR, type LogoSlot } from './image-rules.ts'

interface Focus {
  x: number
  y: number
}

/** A person's photo as the content gives it, normalised. */
export interface PhotoRef {
  file: string
  focus: Focus | null
}

/** A logo as the content gives it, normalised. */
export interface LogoRef {
  file: string
  dark: boolean
}

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

/** One published version: a square avatar of `px` pixels, or a logo fitted inside width x height. */
type Variant = { kind: 'avatar'; px: number; focus: Focus | null } | { kind: 'logo'; width: number; height: number }

export interface VariantJob {
  /** Absolute path of the original. */
  source: string
  /** sha256 of the original's bytes. */
  sourceHash: string
  variant: Variant
  /** Site path of the published file ('/images/pessoas/ana-1a2b3c4d5e.webp'). */
  url: string
  /** Cache key: the source hash and the variant's parameters. */
  key: string
}

export function imagesRoot(contentRoot: string): string {
  return path.join(contentRoot, 'public', 'images')
}

const hashes = new Map<string, { stamp: string; hash: string }>()

/** sha256 of a file, remembered while its size and mtime stay the same. */
function sourceHash(file: string): string {
  const { size, mtimeMs } = statSync(file)
  const stamp = `${size}:${mtimeMs}`
  const hit = hashes.get(file)
  if (hit?.stamp === stamp) return hit.hash
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex')
  hashes.set(file, { stamp, hash })
  return hash
}

function job(contentRoot: string, file: string, variant: Variant): VariantJob {
  const source = path.join(imagesRoot(contentRoot), file)
  const hash = sourceHash(source)
  const key = createHash('sha256')
    .update(`${PIPELINE_VERSION}\0${hash}\0${JSON.stringify(variant)}`)
    .digest('hex')
  const dir = path.posix.dirname(file)
  const base = path.posix
    .basename(file)
    .replace(/\.[^.]+$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
  const url = `/${PUBLISHED_DIR}/${dir === '.' ? '' : `${dir}/`}${base}-${key.slice(0, 12)}.webp`
  return { source, sourceHash: hash, variant, url, key }
}

/** Every avatar size of a photo (AVATAR_LADDER). */
export function photoJobs(contentRoot: string, ref: PhotoRef): VariantJob[] {
  return AVATAR_LADDER.map((px) => job(contentRoot, ref.file, { kind: 'avatar', px, focus: ref.focus }))
}

/** A logo at 1x, 2x and 3x of its box. */
export function logoJobs(contentRoot: string, ref: LogoRef, slot: LogoSlot): VariantJob[] {
  const box = LOGO_BOX[slot]
  return DENSITIES.map((d) => job(contentRoot, ref.file, { kind: 'logo', width: box.width * d, height: box.height * d }))
}
