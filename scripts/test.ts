// npm test: every check. Types, format, the build (which validates the content first) and the unit
// tests start together; lint and the browser tests start as soon as the build is done, while the
// rest may still run. Each task's output is printed whole when it ends, the browser tests' as it
// comes; what failed is repeated at the end. Exit code 1 when any failed. Why in this order, and
// what it measured: decision 0074 and docs/performance.md.
import { join } from 'node:path'
import { checks, failureDigest, report, runTask, type Task, type TaskResult } from './check.ts'
import { ensureEngines } from './preflight.ts'

const missing = ensureEngines()
if (missing) {
  console.error(missing)
  process.exit(1)
}

const bin = (name: string) => join('node_modules', '.bin', name)

// The content is validated by the build's first step, so the checks' own validation is left out.
// The build and then the browser tests are the longest chain. Types and format run at a lower
// priority and take the CPU that chain leaves. The unit tests do not: they end long before the
// browser tests, and a lower priority let the browser tests starve them. Nor does lint, the longest
// single-threaded check: at a lower priority it was starved until the browser tests ended,
// then ran alone on one core for 40-50 s while the other idled. It starts after the build instead,
// so that it does not slow the chain's first step (decision 0074).
const allChecks = checks({ cached: false }).filter((task) => task.name !== 'validate')
const checksTasks: Task[] = allChecks.filter((task) => task.name !== 'lint').map((task) => ({ ...task, background: true }))
const lint: Task = allChecks.find((task) => task.name === 'lint')!
const build: Task = { name: 'build (validates the content first)', command: 'npm', args: ['run', '--silent', 'build'] }
const unit: Task = { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] }
const e2e: Task = { name: 'browser tests', command: bin('vitest'), args: ['run', '--project', 'e2e'], stream: true }

const started = performance.now()
const endedAt = new Map<string, number>()
const run = (task: Task) =>
  runTask(task).then((result) => {
    endedAt.set(task.name, performance.now() - started)
    return report(result)
  })
const built: Promise<TaskResult> = run(build)
const browserTests = built.then((b) =>
  b.ok ? run(e2e) : report({ name: e2e.name, ok: false, ms: 0, output: 'not run: the build failed' }),
)
const lintAfterBuild = built.then(() => run(lint))
const results = await Promise.all([...checksTasks.map(run), run(unit), built, browserTests, lintAfterBuild])
const failed = results.filter((r) => !r.ok).map((r) => r.name)
for (const result of results.filter((r) => !r.ok)) console.log(`\n✗ ${result.name}, what failed:\n${failureDigest(result.output)}`)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const timeline = [...endedAt].sort(([, a], [, b]) => a - b).map(([name, ms]) => `${name} ${seconds(ms)}`)
console.log(`\nnpm test: ${seconds(performance.now() - started)} (ended at: ${timeline.join(', ')})`)
if (failed.length > 0) {
  console.error(`npm test: failed: ${failed.join(', ')}`)
  process.exitCode = 1
}
