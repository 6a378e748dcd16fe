import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { VARIANT_DIR, VARIANT_WIDTHS, isResizable, variantUrl } from './image-rules'

async function* walk(dir: string): AsyncGenerator<string> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/**
 * Post-build step: for every raster image in <clientDir>/images/ writes WebP versions at
 * VARIANT_WIDTHS (never wider than the original) under <clientDir>/images/_r/, with the names
 * variantUrl() gives the pages. Returns the files written.
 */
export async function processImages(clientDir: string): Promise<string[]> {
  const imagesDir = path.join(clientDir, 'images')
  const variantsDir = path.join(clientDir, VARIANT_DIR)
  const written: string[] = []
  for await (const file of walk(imagesDir)) {
    if (file.startsWith(variantsDir + path.sep)) continue
    const relative = path.relative(imagesDir, file).split(path.sep).join('/')
    if (!isResizable(relative)) continue
    for (const width of VARIANT_WIDTHS) {
      const target = path.join(clientDir, variantUrl(relative, width))
      await mkdir(path.dirname(target), { recursive: true })
      await sharp(file).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(target)
      written.push(target)
    }
  }
  return written
}
