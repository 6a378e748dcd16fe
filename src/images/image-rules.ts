// Limits for image files under public/images/ (see docs/decisions, image pipeline). Originals
// above them are rejected by the content check: the build makes the small versions, so nobody
// needs to commit a camera-sized photo.
export const MAX_IMAGE_BYTES = 500 * 1024
export const MAX_IMAGE_SIDE_PX = 2000

/** Widths (px) of the responsive WebP versions made at build time. */
export const VARIANT_WIDTHS = [320, 640] as const

/** Where the build writes the variants, inside the client folder. */
export const VARIANT_DIR = 'images/_r'

const RASTER = /\.(png|jpe?g|webp|avif)$/i

/** Vector and animated images are served as they are. */
export function isResizable(imagePath: string): boolean {
  return RASTER.test(imagePath)
}

/** Public URL of one variant of `imagePath` (a path relative to public/images/). */
export function variantUrl(imagePath: string, width: number): string {
  return `/${VARIANT_DIR}/${imagePath.replace(RASTER, '')}-${width}.webp`
}

/** Public URL of the original file. */
export function originalUrl(imagePath: string): string {
  return `/images/${imagePath}`
}
