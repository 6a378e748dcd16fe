import path from 'node:path'
import sharp from 'sharp'
import { VARIANT_WIDTHS, isResizable, originalUrl, variantUrl } from './image-rules'

/** What a page needs to draw one image: serialisable, so +data.ts can return it. */
export interface ResolvedImage {
  src: string
  /** `url 320w, url 640w` for raster images; null for SVG/GIF (served as they are). */
  srcSet: string | null
  width: number
  height: number
}

const cache = new Map<string, Promise<ResolvedImage>>()

/**
 * Build time only: reads the original under <root>/public/images/ for its size and returns the
 * URLs of the variants processImages() writes after the build.
 */
export function resolveImage(imagePath: string, root = process.cwd()): Promise<ResolvedImage> {
  const key = `${root}\0${imagePath}`
  let found = cache.get(key)
  if (!found) {
    found = read(imagePath, root)
    cache.set(key, found)
  }
  return found
}

async function read(imagePath: string, root: string): Promise<ResolvedImage> {
  const { width = 0, height = 0 } = await sharp(path.join(root, 'public', 'images', imagePath)).metadata()
  if (!isResizable(imagePath) || width === 0) {
    return { src: originalUrl(imagePath), srcSet: null, width, height }
  }
  // A variant named -640 of a 400 px original is 400 px wide (never enlarged): describe the real
  // width, and drop variants that would repeat one.
  const entries = new Map<number, string>()
  for (const w of VARIANT_WIDTHS) {
    const real = Math.min(w, width)
    if (!entries.has(real)) entries.set(real, variantUrl(imagePath, w))
  }
  const largest = Math.max(...entries.keys())
  return {
    // The smallest variant is the fallback src: it is what a 1x phone screen needs.
    src: variantUrl(imagePath, VARIANT_WIDTHS[0]),
    srcSet: [...entries].map(([w, url]) => `${url} ${w}w`).join(', '),
    width: largest,
    height: Math.round((height * largest) / width),
  }
}

/** Resolves a nullable path; null stays null (the page draws a placeholder). */
export async function resolveOptionalImage(imagePath: string | null, root?: string): Promise<ResolvedImage | null> {
  return imagePath ? resolveImage(imagePath, root) : null
}
