// npm test: every check, with nothing waiting that need not wait. Lint, types, format, the unit
// tests and the build (which validates the content first) start together; the browser tests start
// as soon as the build is there. Each task's output is printed whole when it ends, the browser
// tests' as it comes. Exit code 1 when any failed. Measurements: docs/performance.md.
import { join } from 'node:path'
import { checks, report, runTask, type Task, type TaskResult } from './check.ts'

const bin = (name: string) => join('node_modules', '.bin', name)

// The content is validated by the build's first step, so the checks' own validation is left out.
const parallel: Task[] = [
  ...checks({ cached: false }).filter((task) => task.name !== 'validate'),
  { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] },
]
const build: Task = { name: 'build (validates the content first)', command: 'npm', args: ['run', '--silent', 'build'] }
const e2e: Task = { name: 'browser tests', command: bin('vitest'), args: ['run', '--project', 'e2e'], stream: true }

const started = performance.now()
const results: Promise<TaskResult>[] = parallel.map((task) => runTask(task).then((r) => report(r)))
results.push(
  runTask(build)
    .then((r) => report(r))
    .then((built) => (built.ok ? runTask(e2e).then((r) => report(r)) : { name: e2e.name, ok: false, ms: 0, output: 'not run: the build failed' })),
)
const done = await Promise.all(results)
const failed = done.filter((r) => !r.ok).map((r) => r.name)
console.log(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(1)} s`)
if (failed.length > 0) {
  console.error(`npm test: failed: ${failed.join(', ')}`)
  process.exitCode = 1
}
