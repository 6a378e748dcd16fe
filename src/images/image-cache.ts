// The variant cache, kept between builds (and by CI) so a build re-encodes only new or changed images (decision 0045).
import { randomUUID } from 'node:crypto'
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

export function imageCacheDir(projectRoot: string = process.cwd()): string {
  return path.resolve(projectRoot, process.env.SERCOMP_IMAGE_CACHE ?? path.join('node_modules', '.cache', 'sercomp-images'))
}

/** Makes `file` when it is missing or empty; true when it did. */
export async function ensureCached(file: string, make: () => Promise<Buffer>): Promise<boolean> {
  if ((await stat(file).catch(() => undefined))?.size) return false
  // Written beside it, then renamed in one step: a killed build never leaves half a file.
  const temp = `${file}.${randomUUID()}.tmp`
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(temp, await make())
  await rename(temp, file)
  return true
}

export async function fromCache(cacheDir: string, key: string, make: () => Promise<Buffer>): Promise<{ file: string; made: boolean }> {
  const file = path.join(cacheDir, key.slice(0, 2), `${key}.webp`)
  return { file, made: await ensureCached(file, make) }
}
