// `npm run imagens`: originals over the limits shrunk in place, upright, keeping name and format so the YAML stays.
import { readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { listImages } from './check-image-sizes'
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE_PX, isSvg } from './image-rules'

export interface ShrinkResult {
  file: string
  before: { bytes: number; width: number; height: number }
  after: { bytes: number; width: number; height: number } | null
  error?: string // why it could not be brought under the limits
}

async function encodeAt(input: Buffer, format: string, quality: number): Promise<Buffer> {
  const image = sharp(input).rotate().resize(MAX_IMAGE_SIDE_PX, MAX_IMAGE_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer()
    case 'png':
      return image.png({ compressionLevel: 9, palette: quality < 90, quality }).toBuffer()
    case 'webp':
      return image.webp({ quality }).toBuffer()
    case 'heif': // sharp's name for an AVIF original (HEIC files are not listed)
      return image.avif({ quality }).toBuffer()
    default:
      throw new Error(`formato ${format} não suportado`)
  }
}

export async function shrinkImages(root: string): Promise<ShrinkResult[]> {
  const results: ShrinkResult[] = []
  for (const file of await listImages(root)) {
    if (isSvg(file)) continue
    const relative = path.relative(root, file).split(path.sep).join('/')
    const input = await readFile(file)
    let meta
    try {
      meta = await sharp(input).metadata()
    } catch {
      results.push({ file: relative, before: { bytes: input.length, width: 0, height: 0 }, after: null, error: 'não é uma imagem legível' })
      continue
    }
    const before = { bytes: input.length, width: meta.width ?? 0, height: meta.height ?? 0 }
    if (before.bytes <= MAX_IMAGE_BYTES && before.width <= MAX_IMAGE_SIDE_PX && before.height <= MAX_IMAGE_SIDE_PX) continue
    let output: Buffer | null = null
    for (const quality of [90, 82, 74, 66, 58, 50]) {
      const candidate = await encodeAt(input, meta.format ?? '', quality).catch(() => null)
      if (!candidate) break
      output = candidate
      if (candidate.length <= MAX_IMAGE_BYTES) break
    }
    if (!output || output.length > MAX_IMAGE_BYTES) {
      results.push({ file: relative, before, after: null, error: 'não ficou abaixo do limite; salve como JPEG ou WebP' })
      continue
    }
    // Written next to it, then renamed: a killed run never leaves half a photo.
    const temp = `${file}.imagens-tmp`
    await writeFile(temp, output)
    await rename(temp, file)
    const after = await sharp(output).metadata()
    results.push({ file: relative, before, after: { bytes: (await stat(file)).size, width: after.width ?? 0, height: after.height ?? 0 } })
  }
  return results
}
