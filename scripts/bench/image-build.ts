// npm run bench -- --images: build time of the site with no image at all, then with the content's
// own photos and logos plus 0, 50 and 500 generated photos (more people in a copy of the content,
// each with a phone-sized JPEG), each built twice: with an empty
// variant cache (first build, every version encoded) and again (second build, all from the cache).
// Reported, not gated: timings belong here, not in npm test.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { standInContent } from '../../tests/fixtures/content/stand-in-photos.ts'
import { formatTable } from './site-bytes.ts'

// Wall time: only a quiet machine gives numbers to compare (docs/performance.md).
function timedBuild(root: string, cache: string, outDir: string): { ms: number; log: string } {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    encoding: 'utf8',
    env: { ...process.env, SERCOMP_CONTENT_ROOT: root, SERCOMP_IMAGE_CACHE: cache, SERCOMP_OUT_DIR: outDir, GITHUB_ACTIONS: '' },
  })
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`)
  const log = `${result.stdout}`.split('\n').find((line) => line.startsWith('images:')) ?? 'images: none'
  return { ms: performance.now() - started, log }
}

export async function benchImageBuilds(counts: readonly number[] = [0, 50, 500]): Promise<string> {
  const rows: (string | number)[][] = []
  let base: { ms: number } | null = null
  // The first row has no image at all (every photo and logo null): the baseline. The others have the
  // content's own photos and logos plus `count` generated ones.
  for (const count of [null, ...counts]) {
    process.stderr.write(`bench: ${count === null ? 'no images' : `the content's images and ${count} generated photos`}...\n`)
    const copy = await standInContent({ extraPeople: count ?? 0, standIns: false, noImages: count === null })
    const cache = mkdtempSync(path.join(tmpdir(), 'sercomp-image-cache-'))
    const outDir = `dist-bench-${count ?? 'none'}`
    try {
      process.stderr.write(`bench: first build\n`)
      const first = timedBuild(copy.root, cache, outDir)
      process.stderr.write(`bench: second build\n`)
      const second = timedBuild(copy.root, cache, outDir)
      base ??= second
      rows.push([
        count === null ? 'none' : `content + ${count}`,
        (first.ms / 1000).toFixed(1),
        (second.ms / 1000).toFixed(1),
        (second.ms / base.ms).toFixed(2),
        second.log.replace(/^images: /, ''),
      ])
    } finally {
      copy.remove()
      rmSync(cache, { recursive: true, force: true })
      rmSync(outDir, { recursive: true, force: true })
    }
  }
  return `wall s\n${formatTable(['images', 'first build', 'second build', 'second / none', 'second build images'], rows)}`
}
