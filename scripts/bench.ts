// npm run bench: validation and build times, then Lighthouse (mobile and desktop presets, several
// runs, medians) on the main routes served by startSite with compression, as one table. Every run
// also measures a reference page (scripts/bench/reference-page.ts) served the same way, and each
// page's LCP is given as a ratio to the reference's from the same run. Runs are interleaved (run 1
// of every page, then run 2...) so a change of the machine's load spreads over all pages alike.
// Lighthouse 13 needs Node 22: both are installed on first use into a cache folder outside the
// repository (not in package.json, so CI installs stay fast). Options:
//   --runs N              runs per page and preset (default 3)
//   --routes /a,/b        pages to measure (default: the main routes, the three live pages included)
//   --presets mobile      presets to run (default mobile,desktop)
//   --throttling devtools Lighthouse's throttling: simulate (default, as PageSpeed Insights) or
//                         devtools (applied in Chromium, which waits as a phone would)
//   --no-build            measure the existing build
//   --scale N             editions generated for the build-scale run (default 100); --no-scale skips it
//   --build-only          only the build times and pages per second (no Lighthouse)
//   --images              only the image pipeline: build time with no image, then the content's own
//                         images plus 0, 50 and 500 generated photos,
//                         first build (empty variant cache) and second (scripts/bench/image-build.ts)
//   --photos 0,50         other photo counts for --images
// SERCOMP_OUT_DIR picks the build folder (default dist); SERCOMP_BENCH_CACHE the cache folder.
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, homedir, loadavg, tmpdir, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { archivePath, archiveYears } from '../src/content/edition-years.ts'
import { loadContent } from '../src/content/load-content.ts'
import { itemSamplePaths } from '../src/features/item-pages/item-page-sample.ts'
import { parseActivityPath } from '../src/publishing/item-paths.ts'
import { registrations, shopUser } from '../src/server/demo-fixtures.ts'
import { startSite } from '../src/server/start.ts'
import { REFERENCE_PATH, referencePage } from './bench/reference-page.ts'
import { benchBuildScale, type BuildRun } from './bench/build-scale.ts'
import { formatTable } from './bench/site-bytes.ts'

const paid = registrations[0]!
// An activity page and a person page, picked from the content as the browser tests pick them.
const [activitySample, personSample] = [true, false].map((activity) =>
  itemSamplePaths(loadContent()).find((path) => (parseActivityPath(path) !== null) === activity),
)
const MAIN_ROUTES = [
  '/',
  '/about',
  '/articles',
  '/privacy',
  '/timeline',
  '/confirmed-activities',
  '/minha-agenda',
  // Every archive page: the longest pages of the site (decision 0091).
  ...archiveYears(loadContent()).map(archivePath),
  '/comite',
  '/parceiros',
  ...[activitySample, personSample].filter((path): path is string => path !== undefined),
  '/busca/inscricao',
  `/pagamento/user/${paid.userId}/lote/${paid.loteId}`,
  `/market/user/${shopUser.userId}/pagamentos`,
]
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const execFileAsync = promisify(execFile)
const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const runs = Number(option('--runs') ?? 3)
const routes = option('--routes')?.split(',') ?? MAIN_ROUTES
const presets = (option('--presets')?.split(',') ?? ['mobile', 'desktop']) as ('mobile' | 'desktop')[]
const throttling = option('--throttling') ?? 'simulate'
if (!['simulate', 'devtools'].includes(throttling)) throw new Error(`--throttling ${throttling}: simulate or devtools`)
if (presets.some((p) => p !== 'mobile' && p !== 'desktop'))
  throw new Error(`--presets takes mobile and/or desktop, not ${presets.join(',')}`)
const outDir = process.env.SERCOMP_OUT_DIR ?? 'dist'
const cacheDir = resolve(process.env.SERCOMP_BENCH_CACHE ?? join(homedir(), '.cache', 'sercomp-bench'))

function timed(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now()
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`)
  return performance.now() - started
}

function ensureLighthouse(): { node: string; cli: string; version: string } {
  const node = join(cacheDir, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node')
  const cli = join(cacheDir, 'node_modules', 'lighthouse', 'cli', 'index.js')
  if (!existsSync(node) || !existsSync(cli)) {
    console.log(`bench: installing lighthouse@13 and Node 22 into ${cacheDir} (first use only)...`)
    mkdirSync(cacheDir, { recursive: true })
    // The platform package holds the Node binary itself; the `node` wrapper package needs an
    // install script, which npm 11 does not run by default.
    const install = spawnSync(
      'npm',
      ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', 'lighthouse@13', `node-${process.platform}-${process.arch}@22`],
      {
        stdio: 'inherit',
      },
    )
    if (install.status !== 0 || !existsSync(node) || !existsSync(cli)) throw new Error('could not install lighthouse@13 and node@22')
  }
  const version = execFileSync(node, [cli, '--version'], { encoding: 'utf8' }).trim()
  return { node, cli, version }
}

interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  totalBytes: number
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>
  runtimeError?: { message: string }
}

async function runLighthouse(tool: { node: string; cli: string }, url: string, preset: 'mobile' | 'desktop'): Promise<Sample> {
  const lhArgs = [
    tool.cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    `--throttling-method=${throttling}`,
  ]
  const env = { ...process.env, CHROME_PATH: CHROME }
  const { stdout } = await execFileAsync(tool.node, lhArgs, { env, maxBuffer: 2 ** 30 }).catch(
    (error: { code?: number; stderr?: string }) => {
      throw new Error(`lighthouse ${url} (${preset}) exited ${error.code}: ${(error.stderr ?? '').slice(-2000)}`)
    },
  )
  const report = JSON.parse(stdout) as LighthouseReport
  if (report.runtimeError) throw new Error(report.runtimeError.message)
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN
  const requests = report.audits['network-requests']?.details?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalBytes: value('total-byte-weight'),
  }
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is run
// again, up to three attempts, instead of losing the whole table.
async function runLighthouseWithRetries(tool: { node: string; cli: string }, url: string, preset: 'mobile' | 'desktop'): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(tool, url, preset)
    } catch (error) {
      if (attempt >= 3) throw error
      console.error(`bench: ${url} (${preset}) attempt ${attempt} failed, trying again: ${(error as Error).message.split('\n')[0]}`)
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function medianSample(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0]!) as (keyof Sample)[]
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as unknown as Sample
}

function printBuildScale(runs: BuildRun[]) {
  console.log('\nbuild time and pages per second (npm run build, each into its own folder; CPU = user + system seconds of the build)\n')
  console.log(
    formatTable(
      ['content', 'HTML pages', 'wall s', 'CPU s', 'pages/s (wall)', 'CPU ms/page'],
      runs.map((r) => [
        r.label,
        r.pages,
        (r.wallMs / 1000).toFixed(1),
        (r.cpuMs / 1000).toFixed(1),
        r.pagesPerSecond.toFixed(1),
        (r.cpuMs / r.pages).toFixed(0),
      ]),
    ),
  )
}

async function main() {
  if (args.includes('--images')) {
    const { benchImageBuilds } = await import('./bench/image-build.ts')
    const counts = option('--photos')?.split(',').map(Number) ?? [0, 50, 500]
    const table = await benchImageBuilds(counts)
    const cpu = cpus()
    console.log(`\nSERCOMP image bench — ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`)
    console.log(
      `machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM; node ${process.version}`,
    )
    console.log(
      `npm run build on a copy of the content: none = every photo and logo null; content + N = its own images and N generated photos (about 900x1125 px JPEG each)\n`,
    )
    console.log(table)
    return
  }
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  const scale = args.includes('--no-scale') ? null : benchBuildScale(Number(option('--scale') ?? 100))
  if (args.includes('--build-only')) {
    if (scale) printBuildScale(scale)
    return
  }
  const validateMs = timed('npm', ['run', '--silent', 'validate'])
  let validation = 'n/a (scripts/validate-bench.ts not found)'
  if (existsSync('scripts/validate-bench.ts')) {
    const { benchValidation } = await import('./validate-bench.ts')
    const r = benchValidation()
    validation = `${r.files} files (+${r.editions} generated editions): ${Math.round(r.coldMs)} ms cold, ${Math.round(r.warmMs)} ms warm`
  }
  const buildMs = args.includes('--no-build') ? null : timed('npm', ['run', '--silent', 'build'], { SERCOMP_OUT_DIR: outDir })

  const tool = ensureLighthouse()
  const chromium = execFileSync(CHROME, ['--version'], { encoding: 'utf8' }).trim()
  // A copy of the build with the reference page added, so the build itself stays untouched.
  const served = mkdtempSync(join(tmpdir(), 'sercomp-bench-'))
  cpSync(join(outDir, 'client'), join(served, 'client'), { recursive: true })
  mkdirSync(join(served, 'client', REFERENCE_PATH), { recursive: true })
  writeFileSync(
    join(served, 'client', REFERENCE_PATH, 'index.html'),
    referencePage(readFileSync(join(outDir, 'client', 'index.html'), 'utf8')),
  )
  const site = await startSite({ port: 0, root: served })
  const loadBefore = loadavg()
  const samples = new Map<string, Sample[]>()
  const skipped: string[] = []
  const measured: string[] = []
  try {
    for (const route of [REFERENCE_PATH, ...routes]) {
      const probe = await fetch(site.url + route)
      await probe.arrayBuffer()
      if (probe.status !== 200) skipped.push(`${route} (HTTP ${probe.status}: not in the build yet)`)
      else measured.push(route)
    }
    for (let i = 0; i < runs; i++) {
      for (const route of measured) {
        for (const preset of presets) {
          process.stderr.write(`bench: run ${i + 1}/${runs} ${route} ${preset}\n`)
          const key = `${route} ${preset}`
          samples.set(key, [...(samples.get(key) ?? []), await runLighthouseWithRetries(tool, site.url + route, preset)])
        }
      }
    }
  } finally {
    await site.close()
    rmSync(served, { recursive: true, force: true })
  }
  const loadAfter = loadavg()

  const rows: (string | number)[][] = []
  for (const route of measured) {
    for (const preset of presets) {
      const all = samples.get(`${route} ${preset}`)!
      const m = medianSample(all)
      const reference = medianSample(samples.get(`${REFERENCE_PATH} ${preset}`)!)
      const lcps = all.map((x) => Math.round(x.lcpMs))
      rows.push([
        route === REFERENCE_PATH ? `reference page (${REFERENCE_PATH})` : route,
        preset,
        m.performance,
        m.accessibility,
        m.bestPractices,
        m.seo,
        (m.fcpMs / 1000).toFixed(2),
        `${(m.fcpMs / reference.fcpMs).toFixed(2)}x`,
        (m.lcpMs / 1000).toFixed(2),
        `${(m.lcpMs / reference.lcpMs).toFixed(2)}x`,
        `${Math.min(...lcps)}-${Math.max(...lcps)}`,
        Math.round(m.tbtMs),
        m.cls.toFixed(3),
        (m.jsBytes / 1024).toFixed(1),
        (m.totalBytes / 1024).toFixed(1),
      ])
    }
  }

  const cpu = cpus()
  console.log(`\nSERCOMP bench — ${date}`)
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM; node ${process.version} (Lighthouse on ${execFileSync(tool.node, ['-v'], { encoding: 'utf8' }).trim()}); ${chromium}; Lighthouse ${tool.version}`,
  )
  console.log(`content validation (npm run validate, wall time with process start): ${Math.round(validateMs)} ms`)
  console.log(`validation benchmark: ${validation}`)
  console.log(`build (npm run build): ${buildMs === null ? 'skipped (--no-build)' : `${(buildMs / 1000).toFixed(1)} s`}`)
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ')
  console.log(
    `load average (1, 5, 15 min): ${load(loadBefore)} before Lighthouse, ${load(loadAfter)} after (${cpu.length} cores); timings are only comparable on a quiet machine`,
  )
  console.log(
    `Lighthouse medians of ${runs} run(s) per page and preset, throttling ${throttling}, runs interleaved; FCP and LCP in s, each ratio = the page's median / the reference page's median (same preset, same run), LCP range in ms, TBT in ms, JS and total = KB transferred\n`,
  )
  console.log(
    formatTable(
      [
        'page',
        'preset',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'FCP s',
        'FCP ratio',
        'LCP s',
        'LCP ratio',
        'LCP ms range',
        'TBT ms',
        'CLS',
        'JS KB',
        'total KB',
      ],
      rows,
    ),
  )
  if (skipped.length > 0) console.log(`\nskipped: ${skipped.join(', ')}`)
  if (scale) printBuildScale(scale)
  console.log(
    '\ntargets (reported, not gated): mobile performance 100 on static pages, 100 for the other scores, mobile LCP at most 1.3x the reference page on static pages, LCP < 1.5 s, CLS < 0.01',
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
