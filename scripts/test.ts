// npm test: every check. Lint, types, format and the build (which validates the content first)
// run side by side; then the unit tests; then the browser tests over the build. Each task's output is printed whole when it ends, the browser
// tests' as it comes. Exit code 1 when any failed. Measurements: docs/performance.md.
import { join } from 'node:path'
import { checks, report, runTask, type Task, type TaskResult } from './check.ts'

const bin = (name: string) => join('node_modules', '.bin', name)

// The content is validated by the build's first step, so the checks' own validation is left out.
// The checks overlap the build; the unit tests, then the browser tests, run alone as before, since
// their time limits failed when they shared the two cores with everything else (docs/performance.md).
const checksTasks: Task[] = checks({ cached: false }).filter((task) => task.name !== 'validate')
const build: Task = { name: 'build (validates the content first)', command: 'npm', args: ['run', '--silent', 'build'] }
const unit: Task = { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] }
const e2e: Task = { name: 'browser tests', command: bin('vitest'), args: ['run', '--project', 'e2e'], stream: true }

const started = performance.now()
const first = await Promise.all([...checksTasks, build].map((task) => runTask(task).then((r) => report(r))))
const results: TaskResult[] = [...first, report(await runTask(unit))]
const built = first[first.length - 1]!
results.push(built.ok ? report(await runTask(e2e)) : { name: e2e.name, ok: false, ms: 0, output: 'not run: the build failed' })
const done = results
const failed = done.filter((r) => !r.ok).map((r) => r.name)
console.log(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(1)} s`)
if (failed.length > 0) {
  console.error(`npm test: failed: ${failed.join(', ')}`)
  process.exitCode = 1
}
