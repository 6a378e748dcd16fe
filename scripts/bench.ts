// npm run bench: validation and build times, then Lighthouse medians on the main routes served by
// startSite, each page's FCP and LCP also as a ratio to a reference page of the same run
// (scripts/bench/reference-page.ts); runs are interleaved so the machine's load spreads over all pages.
// Options: --runs N, --routes /a,/b, --presets mobile,desktop, --throttling simulate|devtools, --no-build.
// Lighthouse 13 and Node 22 install on first use into SERCOMP_BENCH_CACHE (not package.json: CI stays fast).
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, homedir, loadavg, tmpdir, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { archivePath, archiveYears } from '../src/content/edition-years.ts'
import { loadContent } from '../src/content/load-content.ts'
import { itemSamplePaths } from '../src/features/item-pages/item-page-sample.ts'
import { parseActivityPath } from '../src/publishing/item-paths.ts'
import { registrations, shopUser } from '../src/server/demo-fixtures.ts'
import { startSite } from '../src/server/start.ts'
import { REFERENCE_PATH, referencePage } from './bench/reference-page.ts'
import { formatTable } from './bench/site-bytes.ts'

const paid = registrations[0]!
// An activity page and a person page, picked from the content as the browser tests pick them.
const samples = [true, false].map((activity) =>
  itemSamplePaths(loadContent()).find((path) => (parseActivityPath(path) !== null) === activity),
)
const MAIN_ROUTES = [
  ...['/', '/about', '/articles', '/privacy', '/timeline', '/confirmed-activities', '/minha-agenda'],
  // Every archive page: the longest pages of the site (decision 0091).
  ...archiveYears(loadContent()).map(archivePath),
  '/comite',
  '/parceiros',
  ...samples.filter((path): path is string => path !== undefined),
  '/busca/inscricao',
  `/pagamento/user/${paid.userId}/lote/${paid.loteId}`,
  `/market/user/${shopUser.userId}/pagamentos`,
]
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    presets: { type: 'string', default: 'mobile,desktop' },
    throttling: { type: 'string', default: 'simulate' },
    'no-build': { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const routes = values.routes?.split(',') ?? MAIN_ROUTES
const presets = values.presets.split(',')
const { throttling } = values
if (!['simulate', 'devtools'].includes(throttling)) throw new Error(`--throttling ${throttling}: simulate or devtools`)
if (presets.some((p) => p !== 'mobile' && p !== 'desktop')) throw new Error(`--presets takes mobile and/or desktop, not ${values.presets}`)
const outDir = process.env.SERCOMP_OUT_DIR ?? 'dist'
const cacheDir = resolve(process.env.SERCOMP_BENCH_CACHE ?? join(homedir(), '.cache', 'sercomp-bench'))
const execFileAsync = promisify(execFile)

function timed(command: string, args: string[]): number {
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SERCOMP_OUT_DIR: outDir } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
  return performance.now() - started
}

function ensureLighthouse(): { node: string; cli: string } {
  const node = join(cacheDir, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node')
  const cli = join(cacheDir, 'node_modules', 'lighthouse', 'cli', 'index.js')
  if (!existsSync(node) || !existsSync(cli)) {
    console.log(`bench: installing lighthouse@13 and Node 22 into ${cacheDir} (first use only)...`)
    mkdirSync(cacheDir, { recursive: true })
    // The platform package holds the Node binary; the `node` wrapper needs an install script npm 11 skips.
    const packages = ['lighthouse@13', `node-${process.platform}-${process.arch}@22`]
    const install = spawnSync('npm', ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', ...packages], { stdio: 'inherit' })
    if (install.status !== 0 || !existsSync(node) || !existsSync(cli)) throw new Error('could not install lighthouse@13 and node@22')
  }
  return { node, cli }
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>
  runtimeError?: { message: string }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  total: 'total-byte-weight',
} as const
const SAMPLE_KEYS = [...CATEGORIES, ...(Object.keys(AUDITS) as (keyof typeof AUDITS)[]), 'js'] as const
type Sample = Record<(typeof SAMPLE_KEYS)[number], number>

async function runLighthouse(tool: { node: string; cli: string }, url: string, preset: string): Promise<Sample> {
  const args = [
    tool.cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    `--throttling-method=${throttling}`,
  ]
  const { stdout } = await execFileAsync(tool.node, args, { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 2 ** 30 }).catch(
    (error: { code?: number; stderr?: string }) => {
      throw new Error(`lighthouse ${url} (${preset}) exited ${error.code}: ${(error.stderr ?? '').slice(-2000)}`)
    },
  )
  const report = JSON.parse(stdout) as LighthouseReport
  if (report.runtimeError) throw new Error(report.runtimeError.message)
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script')
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)])),
    ...Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, report.audits[id]?.numericValue ?? NaN])),
    js: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  } as Sample
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART): up to three attempts rather than losing the table.
async function runWithRetries(tool: { node: string; cli: string }, url: string, preset: string): Promise<Sample> {
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

const medianSample = (all: Sample[]) => Object.fromEntries(SAMPLE_KEYS.map((k) => [k, median(all.map((s) => s[k]))])) as Sample

const validateMs = timed('npm', ['run', '--silent', 'validate'])
const buildMs = values['no-build'] ? null : timed('npm', ['run', '--silent', 'build'])
const tool = ensureLighthouse()
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
const results = new Map<string, Sample[]>()
const measured: string[] = []
const skipped: string[] = []
try {
  for (const route of [REFERENCE_PATH, ...routes]) {
    const probe = await fetch(site.url + route)
    await probe.arrayBuffer()
    if (probe.status === 200) measured.push(route)
    else skipped.push(`${route} (HTTP ${probe.status}: not in the build yet)`)
  }
  for (let i = 0; i < runs; i++) {
    for (const route of measured) {
      for (const preset of presets) {
        process.stderr.write(`bench: run ${i + 1}/${runs} ${route} ${preset}\n`)
        const key = `${route} ${preset}`
        results.set(key, [...(results.get(key) ?? []), await runWithRetries(tool, site.url + route, preset)])
      }
    }
  }
} finally {
  await site.close()
  rmSync(served, { recursive: true, force: true })
}
const loadAfter = loadavg()

const rows = measured.flatMap((route) =>
  presets.map((preset) => {
    const all = results.get(`${route} ${preset}`)!
    const m = medianSample(all)
    const reference = medianSample(results.get(`${REFERENCE_PATH} ${preset}`)!)
    const lcps = all.map((x) => Math.round(x.lcp))
    return [
      route === REFERENCE_PATH ? `reference page (${REFERENCE_PATH})` : route,
      preset,
      ...CATEGORIES.map((id) => m[id]),
      (m.fcp / 1000).toFixed(2),
      `${(m.fcp / reference.fcp).toFixed(2)}x`,
      (m.lcp / 1000).toFixed(2),
      `${(m.lcp / reference.lcp).toFixed(2)}x`,
      `${Math.min(...lcps)}-${Math.max(...lcps)}`,
      Math.round(m.tbt),
      m.cls.toFixed(3),
      (m.js / 1024).toFixed(1),
      (m.total / 1024).toFixed(1),
    ]
  }),
)

const cpu = cpus()
const version = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' }).trim()
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ')
console.log(`
SERCOMP bench — ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}
machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM; node ${process.version} (Lighthouse on ${version(tool.node, '-v')}); ${version(CHROME, '--version')}; Lighthouse ${version(tool.node, tool.cli, '--version')}
content validation (npm run validate, wall time with process start): ${Math.round(validateMs)} ms
build (npm run build): ${buildMs === null ? 'skipped (--no-build)' : `${(buildMs / 1000).toFixed(1)} s`}
load average (1, 5, 15 min): ${load(loadBefore)} before Lighthouse, ${load(loadAfter)} after (${cpu.length} cores); timings are only comparable on a quiet machine
Lighthouse medians of ${runs} run(s) per page and preset, throttling ${throttling}, runs interleaved; FCP and LCP in s, each ratio = the page's median / the reference page's (same preset, same run), LCP range in ms, TBT in ms, JS and total = KB transferred
`)
const header =
  'page, preset, perf, a11y, best pr., SEO, FCP s, FCP ratio, LCP s, LCP ratio, LCP ms range, TBT ms, CLS, JS KB, total KB'.split(', ')
console.log(formatTable(header, rows))
if (skipped.length > 0) console.log(`\nskipped: ${skipped.join(', ')}`)
console.log(
  '\ntargets (reported, not gated): mobile performance 100 on static pages, 100 for the other scores, mobile LCP at most 1.3x the reference page on static pages, LCP < 1.5 s, CLS < 0.01',
)
