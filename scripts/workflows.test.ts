// @vitest-environment node
// The CI files as far as they can be checked here: they parse, call only scripts that exist, and the
// deploy runs test → build:deploy → rsync → smoke with the organisers' flags and secret names
// (../shared/facts/facts-site.yaml `deployment`, cross-checked when that file is present).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { parse } from 'yaml'
import { imageCacheDir } from '../src/images/image-cache'
import { ENGINES, INSTALL_COMMAND } from './preflight'

interface Step {
  name?: string
  run?: string
  uses?: string
  with?: Record<string, string>
  env?: Record<string, string>
}
interface Job {
  needs?: string | string[]
  strategy?: { matrix?: { shard?: number[] } }
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, Job>
}

const dir = '.github/workflows'
const workflows = Object.fromEntries(readdirSync(dir).map((file) => [file, parse(readFileSync(`${dir}/${file}`, 'utf8')) as Workflow]))
const packageScripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
const scripts = Object.keys(packageScripts)
const testE2e = packageScripts['test:e2e']
const steps = (file: string) => Object.values(workflows[file]!.jobs).flatMap((job) => job.steps)
const runs = (file: string) => steps(file).map((s) => s.run ?? '')

const SECRETS = ['VITE_API_URL', 'VITE_EVENTO_UUID', 'SSH_PRIVATE_KEY', 'HOST', 'USERNAME', 'REMOTE_TARGET']
const RSYNC_ARGS = '-rltgoDzvO --delete'

describe('GitHub workflows', () => {
  it('parse, and call only npm scripts that exist', () => {
    expect(Object.keys(workflows).sort()).toEqual(['deploy.yml', 'pull-request.yml'])
    for (const file of Object.keys(workflows)) {
      for (const run of runs(file))
        for (const m of run.matchAll(/npm run ([\w:-]+)/g)) expect(scripts, `${file}: npm run ${m[1]}`).toContain(m[1])
    }
  })

  it('keep the image variant cache between runs, restored after npm ci empties node_modules', () => {
    const cacheDir = path.relative(process.cwd(), imageCacheDir())
    for (const file of Object.keys(workflows)) {
      const list = steps(file)
      const cache = list.findIndex((s) => s.uses?.startsWith('actions/cache@') && s.with?.path === cacheDir)
      const ci = list.findIndex((s) => /^npm ci\b/m.test(s.run ?? ''))
      expect(cache, `${file}: actions/cache of ${cacheDir}`).toBeGreaterThan(ci)
      expect(ci, file).toBeGreaterThanOrEqual(0)
    }
  })

  it('pull request: the content first, then the code checks, the unit tests, the build and every browser shard side by side', () => {
    const { jobs } = workflows['pull-request.yml']!
    const needs = (job: Job) => [job.needs ?? []].flat()
    const runsOf = (job: Job) => job.steps.map((s) => s.run ?? '').join('\n')
    expect(runsOf(jobs.content!)).toMatch(/^npm run validate$/m)
    const after = Object.entries(jobs).filter(([name]) => name !== 'content')
    for (const [name, job] of after) expect(needs(job), name).toEqual(['content'])
    const all = after.map(([, job]) => runsOf(job)).join('\n')
    // What npm test runs (package.json): the checks, the unit tests, the build, the browser tests.
    for (const command of [/^npm run check$/m, /^npm run test:unit$/m, /^npm run build$/m]) expect(all).toMatch(command)
    // The browser tests (npm run test:e2e is `playwright test`), split into shards that together run them all.
    expect(testE2e).toBe('playwright test')
    const browser = after.find(([, job]) => /^npx playwright test\b/m.test(runsOf(job)))![1]
    const shards = browser.strategy!.matrix!.shard!
    expect(shards).toEqual(shards.map((_, i) => i + 1))
    expect(runsOf(browser)).toMatch(/^npm run build$/m)
    expect(runsOf(browser).indexOf('npm run build')).toBeLessThan(runsOf(browser).indexOf('npx playwright test'))
    expect(runsOf(browser)).toContain(`npx playwright test --shard=\${{ matrix.shard }}/${shards.length}`)
  })

  it('publish every day as well as on every push to main, so the pages follow the clock for crawlers too', () => {
    const on = workflows['deploy.yml']!.on as { push?: { branches?: string[] }; schedule?: { cron: string }[] }
    expect(on.push?.branches).toEqual(['main'])
    expect(on.schedule?.map((s) => s.cron.split(' ').slice(2).join(' '))).toEqual(['* * *'])
  })

  it("install the engines the tests run (chromium, its headless shell, apache2, java, Roboto); .ci/run is the README's commands alone", () => {
    const engines = new RegExp(`apt-get install[^\\n]* ${ENGINES.map((engine) => engine.pkg).join(' ')}\\b`)
    for (const file of Object.keys(workflows)) expect(runs(file).join('\n'), file).toMatch(engines)
    expect(readFileSync('README.md', 'utf8')).toContain(INSTALL_COMMAND)
    // npm test installs what is missing itself as root (scripts/preflight.ts).
    const ci = readFileSync('.ci/run', 'utf8')
    expect(ci).toMatch(/^npm ci\b/m)
    expect(ci).toMatch(/^npm test$/m)
    expect(ci).not.toMatch(/apt-get/)
    // No schema download: npm test needs nothing beside the repository.
    expect(runs('pull-request.yml').join('\n')).not.toMatch(/curl|shared\//)
  })

  it('deploy: on push to main, npm ci → npm test → build:deploy → rsync → smoke last', () => {
    const deploy = workflows['deploy.yml']!
    expect((deploy.on.push as { branches: string[] }).branches).toEqual(['main'])
    const order = [/^npm ci\b/m, /^npm test$/m, /^npm run build:deploy$/m, /^rsync /m, /^\s*npm run smoke -- /m]
    const at = order.map((command) => runs('deploy.yml').findIndex((run) => command.test(run)))
    expect(
      at.every((i) => i >= 0),
      JSON.stringify(at),
    ).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(at.at(-1)).toBe(steps('deploy.yml').length - 1)
    expect(JSON.stringify(workflows)).not.toMatch(/deploy-pages|upload-pages-artifact/)
  })

  it("deploy: the organisers' rsync flags and secrets", () => {
    const rsync = runs('deploy.yml').find((run) => /^rsync /.test(run))!
    expect(rsync).toContain(`rsync ${RSYNC_ARGS} `)
    expect(rsync).toMatch(/ dist\/client\/ "\$USERNAME@\$HOST:\$REMOTE_TARGET"$/)
    const used = new Set([...readFileSync(`${dir}/deploy.yml`, 'utf8').matchAll(/secrets\.(\w+)/g)].map((m) => m[1]))
    expect([...used].sort()).toEqual([...SECRETS].sort())
    const build = steps('deploy.yml').find((s) => s.run?.includes('build:deploy'))!
    expect(build.env).toEqual({ VITE_API_URL: '${{ secrets.VITE_API_URL }}', VITE_EVENTO_UUID: '${{ secrets.VITE_EVENTO_UUID }}' })
  })

  // Beside the repository, when present; a fresh clone has no ../shared and skips this cross-check.
  const facts = path.resolve(import.meta.dirname, '..', '..', 'shared/facts/facts-site.yaml')
  it.runIf(existsSync(facts))('deploy: agrees with the facts of the old deployment', () => {
    const deployment = (parse(readFileSync(facts, 'utf8')) as { deployment: { rsync_args: string; ci_secrets: string[] } }).deployment
    expect(deployment.rsync_args).toBe(RSYNC_ARGS)
    expect([...deployment.ci_secrets].sort()).toEqual([...SECRETS].sort())
  })
})
