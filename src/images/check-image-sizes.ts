import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Problem } from '../content/problem'
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE_PX, SHRINK_COMMAND, isSvg } from './image-rules'
import { svgFindings } from './svg-safety'

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/i

export async function listImages(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, 'public', 'images'), { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile() && IMAGE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

/** Images of the content root over the limits, unreadable, or an SVG with scripts or outside references. */
export async function checkImageSizes(root: string): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const file of await listImages(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/')
    const report = (message: string, hint: string, line = 1, col = 1) =>
      problems.push({ file: relative, line, col, pointer: '', message, hint })
    const { size } = await stat(file)
    if (size > MAX_IMAGE_BYTES) {
      report(
        `a imagem tem ${Math.ceil(size / 1024)} KB; o limite é ${MAX_IMAGE_BYTES / 1024} KB`,
        `rode \`${SHRINK_COMMAND}\`: ele reduz as imagens grandes demais ali mesmo (até ${MAX_IMAGE_SIDE_PX} px e ${MAX_IMAGE_BYTES / 1024} KB); o site gera as versões menores sozinho`,
      )
    }
    if (isSvg(file)) {
      for (const finding of svgFindings(await readFile(file, 'utf8'))) {
        report(finding.message, 'exporte o logotipo de novo sem scripts nem links (ou use um PNG)', finding.line, finding.col)
      }
      continue
    }
    const meta = await sharp(file)
      .metadata()
      .catch(() => null)
    if (!meta) report('o arquivo não é uma imagem legível', 'abra e salve de novo como PNG, JPEG ou WebP')
    else if (meta.width > MAX_IMAGE_SIDE_PX || meta.height > MAX_IMAGE_SIDE_PX)
      report(
        `a imagem tem ${meta.width}x${meta.height} px; o limite é ${MAX_IMAGE_SIDE_PX} px no maior lado`,
        `rode \`${SHRINK_COMMAND}\`: ele redimensiona para no máximo ${MAX_IMAGE_SIDE_PX} px de largura e altura`,
      )
  }
  return problems
}
