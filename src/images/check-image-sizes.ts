import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Problem } from '../content/problem'
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE_PX } from './image-rules'

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/i

async function listFiles(dir: string): Promise<string[]> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true })
  } catch {
    return []
  }
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

/**
 * Problems for image files under <root>/public/images/ that are larger than MAX_IMAGE_BYTES or
 * wider/taller than MAX_IMAGE_SIDE_PX. `root` is the repository root.
 */
export async function checkImageSizes(root: string): Promise<Problem[]> {
  const problems: Problem[] = []
  const files = (await listFiles(path.join(root, 'public', 'images'))).filter((f) => IMAGE.test(f)).sort()
  for (const file of files) {
    const relative = path.relative(root, file).split(path.sep).join('/')
    const report = (message: string, hint: string) => problems.push({ file: relative, line: 1, col: 1, pointer: '', message, hint })
    const { size } = await stat(file)
    if (size > MAX_IMAGE_BYTES) {
      report(
        `a imagem tem ${Math.ceil(size / 1024)} KB; o limite é ${MAX_IMAGE_BYTES / 1024} KB`,
        `reduza a imagem (por exemplo para WebP, até ${MAX_IMAGE_SIDE_PX} px); o site gera as versões menores sozinho`,
      )
    }
    if (/\.svg$/i.test(file)) continue
    try {
      const { width = 0, height = 0 } = await sharp(file).metadata()
      if (width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX) {
        report(
          `a imagem tem ${width}x${height} px; o limite é ${MAX_IMAGE_SIDE_PX} px no maior lado`,
          `redimensione para no máximo ${MAX_IMAGE_SIDE_PX} px de largura e altura`,
        )
      }
    } catch {
      report('o arquivo não é uma imagem legível', 'abra e salve de novo como PNG, JPEG ou WebP')
    }
  }
  return problems
}
