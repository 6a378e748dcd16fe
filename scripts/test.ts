// npm test: every check. Lint, types, format, the build (which validates the content first) and
// the unit tests start together; the browser tests start as soon as the build is done, while the
// rest may still run. Each task's output is printed whole when it ends, the browser tests' as it
// comes. Exit code 1 when any failed. Why all at once, and what it measured: decision 0074 and
// docs/performance.md.
import { join } from 'node:path'
import { checks, failureDigest, report, runTask, type Task, type TaskResult } from './check.ts'

const bin = (name: string) => join('node_modules', '.bin', name)

// The content is validated by the build's first step, so the checks' own validation is left out.
// The build and then the browser tests are the longest chain: the checks run at a lower priority
// and take the CPU that chain leaves. The unit tests do not: some of them build the site under a
// time limit, which a lower priority let the browser tests starve (decision 0074).
const checksTasks: Task[] = checks({ cached: false })
  .filter((task) => task.name !== 'validate')
  .map((task) => ({ ...task, background: true }))
const build: Task = { name: 'build (validates the content first)', command: 'npm', args: ['run', '--silent', 'build'] }
const unit: Task = { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] }
const e2e: Task = { name: 'browser tests', command: bin('vitest'), args: ['run', '--project', 'e2e'], stream: true }

const started = performance.now()
const run = (task: Task) => runTask(task).then((result) => report(result))
const buildThenBrowserTests: Promise<TaskResult[]> = run(build).then(async (built) => [
  built,
  built.ok ? await run(e2e) : report({ name: e2e.name, ok: false, ms: 0, output: 'not run: the build failed' }),
])
const results = (await Promise.all([...checksTasks.map(run), run(unit), buildThenBrowserTests])).flat()
const failed = results.filter((r) => !r.ok).map((r) => r.name)
for (const result of results.filter((r) => !r.ok)) console.log(`\n✗ ${result.name}, what failed:\n${failureDigest(result.output)}`)
console.log(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(1)} s`)
if (failed.length > 0) {
  console.error(`npm test: failed: ${failed.join(', ')}`)
  process.exitCode = 1
}
