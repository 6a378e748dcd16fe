// Preview PNGs stored under the hash of their SVG and the renderer, in a folder CI keeps: a hit is a copy instead of ~0.1-0.5 s of rasterising.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { ensureCached } from '../images/image-cache'
import { svgToPng } from './og-image'

/** Bump when svgToPng changes in a way the SVG text does not show. */
const RENDERER = `og-2;sharp-${sharp.versions.sharp ?? ''};vips-${sharp.versions.vips}`

/** SERCOMP_CACHE_DIR, else .cache/ in the project: what CI caches between runs. */
export function ogCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SERCOMP_CACHE_DIR || '.cache', 'og')
}

export function ogCacheKey(svg: string): string {
  return createHash('sha256').update(RENDERER).update('\0').update(svg).digest('hex')
}

export type OgCacheStats = { drawn: number; reused: number }

/** The PNG of `svg`, from the cache when it was drawn before; counts hits and misses in `stats`. */
export async function cachedPng(svg: string, dir: string, stats?: OgCacheStats): Promise<Buffer> {
  const file = join(dir, `${ogCacheKey(svg)}.png`)
  const drawn = await ensureCached(file, () => svgToPng(svg))
  if (stats) stats[drawn ? 'drawn' : 'reused']++
  return readFile(file)
}
