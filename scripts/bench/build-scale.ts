// Build time and pages per second (issue 12), for the real content and for the real content plus
// generated editions (scripts/validate-bench.ts makes them): each a full `npm run build` into its
// own folder, first with an empty preview cache (every image drawn), then again with the cache
// filled (what a content edit costs). CPU time is reported beside wall time: the machine may be
// shared, and CPU seconds are what stays comparable between runs.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { generatedContentRoot } from '../validate-bench.ts'
import { listFiles } from '../../src/publishing/built-pages.ts'

export interface BuildRun {
  label: string
  pages: number
  wallMs: number
  cpuMs: number
  pagesPerSecond: number
}

function build(label: string, env: NodeJS.ProcessEnv): BuildRun {
  const started = performance.now()
  // `time -f` gives the child's CPU seconds (user + system), which a loaded machine does not inflate.
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S', 'npm', 'run', '--silent', 'build'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 2 ** 20,
  })
  const wallMs = performance.now() - started
  if (result.status !== 0) throw new Error(`build (${label}) failed:\n${result.stderr.slice(-4000)}`)
  const [user, system] = result.stderr.trim().split('\n').at(-1)!.split(' ').map(Number) as [number, number]
  const pages = listFiles(resolve(env.SERCOMP_OUT_DIR!, 'client')).filter((f) => f.endsWith('.html')).length
  return { label, pages, wallMs, cpuMs: (user + system) * 1000, pagesPerSecond: pages / (wallMs / 1000) }
}

/** Real content and `editions` generated ones, each cold (empty preview cache) and warm. */
export function benchBuildScale(editions = 100): BuildRun[] {
  const runs: BuildRun[] = []
  const cache = mkdtempSync(join(tmpdir(), 'sercomp-og-'))
  const generated = generatedContentRoot(process.cwd(), editions, 1970)
  try {
    for (const [label, root, out] of [
      ['real content', '', 'dist-bench-real'],
      [`real + ${editions} generated editions`, generated, 'dist-bench-scale'],
    ] as const) {
      const env = { SERCOMP_CONTENT_ROOT: root, SERCOMP_OUT_DIR: out, SERCOMP_CACHE_DIR: join(cache, out) }
      runs.push(build(`${label}, empty preview cache`, env))
      runs.push(build(`${label}, preview cache filled`, env))
      rmSync(out, { recursive: true, force: true })
    }
  } finally {
    rmSync(generated, { recursive: true, force: true })
    rmSync(cache, { recursive: true, force: true })
  }
  return runs
}
