// The variant cache: every published version, by its key (source hash + parameters), kept between
// builds so that a build re-encodes only new or changed images (decision 0048). The folder is
// git-ignored and CI caches it (.github/workflows).
import { copyFile, mkdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'

export function imageCacheDir(projectRoot: string = process.cwd()): string {
  return path.resolve(projectRoot, process.env.SERCOMP_IMAGE_CACHE ?? path.join('node_modules', '.cache', 'sercomp-images'))
}

export function cachedPath(cacheDir: string, key: string): string {
  return path.join(cacheDir, key.slice(0, 2), `${key}.webp`)
}

export async function isCached(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0
  } catch {
    return false
  }
}

/** Moves a freshly written file into the cache in one step, so a killed build never leaves half a file. */
export async function commitToCache(temp: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await rename(temp, file)
}

export async function publishFromCache(file: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true })
  await copyFile(file, target)
}
