// npm run check: the fast checks a developer or organiser runs before pushing (lint, format,
// types, import cycles and layers, unused code, colours from the tokens, generated types in step
// with the schemas, names in the docs, content validation), side by side. Each one's output is printed whole when it
// ends, so parallel runs do not interleave. Exit code 1 when any failed.
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

export interface Task {
  name: string
  command: string
  args: string[]
  /** Print the output as it comes instead of whole at the end. */
  stream?: boolean
  /** Runs at a lower CPU priority (nice 10), it and what it starts. */
  background?: boolean
  /** The folder it runs in (the project's by default). */
  cwd?: string
}

const bin = (name: string) => join('node_modules', '.bin', name)
const cacheDir = join('node_modules', '.cache', 'sercomp')

/**
 * The checks. `cached` (npm run check) keeps ESLint's and Prettier's caches between runs; npm test
 * runs without them, as ESLint's can miss a type-aware problem in a file that did not change when
 * a file it imports did. tsc's incremental state is always kept: tsc tracks those dependencies.
 */
export function checks({ cached }: { cached: boolean }): Task[] {
  const cache = (tool: string) => (cached ? ['--cache', '--cache-location', join(cacheDir, tool)] : [])
  return [
    {
      name: 'lint',
      command: bin('eslint'),
      args: ['--max-warnings', '0', ...cache('eslint'), ...(cached ? ['--cache-strategy', 'content'] : []), '.'],
    },
    { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '--incremental', '--tsBuildInfoFile', join(cacheDir, 'tsbuildinfo')] },
    { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', ...cache('prettier'), '.'] },
    // No import cycle between files or folders, no site code importing build-time code (decision 0082).
    {
      name: 'import cycles and layers',
      command: bin('depcruise'),
      args: ['src', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    },
    // No unused file, export or dependency (knip.jsonc, decision 0082).
    { name: 'unused code', command: bin('knip'), args: ['--no-progress', ...(cached ? ['--cache'] : [])] },
    // Every colour from the design tokens, none written elsewhere in src/ (docs/design-system.md).
    { name: 'colours from the tokens', command: bin('tsx'), args: ['scripts/check-colours.ts'] },
    { name: 'generated types', command: bin('tsx'), args: ['scripts/generate-types.ts', '--check'] },
    // The docs name only files, tokens and commands that exist.
    { name: 'names in the docs', command: bin('tsx'), args: ['scripts/check-docs.ts'] },
    { name: 'validate', command: bin('tsx'), args: ['scripts/validate.ts'] },
  ]
}

export interface TaskResult {
  name: string
  ok: boolean
  ms: number
  /** Everything the task printed, also when it was streamed. */
  output: string
  /** The output was printed as it came. */
  streamed?: boolean
}

export function runTask(task: Task): Promise<TaskResult> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(task.command, task.args, {
      cwd: task.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    })
    if (task.background && child.pid !== undefined) setPriority(child.pid, 10)
    let output = ''
    const take = (chunk: Buffer) => {
      if (task.stream) process.stdout.write(chunk)
      output += chunk.toString()
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    const done = (ok: boolean, extra = '') =>
      resolve({ name: task.name, ok, ms: performance.now() - started, output: output + extra, streamed: task.stream })
    child.on('error', (error) => done(false, String(error)))
    child.on('close', (code) => done(code === 0))
  })
}

/** Prints a task's line (and its output when it failed, or always for `verbose` tasks). */
export function report(result: TaskResult, verbose = false): TaskResult {
  const output = result.output.trim()
  console.log(`${result.ok ? '✓' : '✗'} ${result.name} (${(result.ms / 1000).toFixed(1)} s)`)
  if (output && (!result.ok || verbose) && !result.streamed) console.log(output + '\n')
  return result
}

/**
 * What to read first when a task failed: Vitest's first failure section ("Failed Suites", "Failed
 * Tests" or "Unhandled Errors", each failure with its error), or the output's last lines. npm test
 * prints it again at its very end: a CI log is read from its tail, where the streamed browser
 * tests would have buried it.
 */
export function failureDigest(output: string, maxLines = 120): string {
  const lines = output.trimEnd().split('\n')
  const start = lines.findIndex((line) => /Failed (Tests|Suites) \d+|Unhandled Errors?/.test(line))
  const from = start === -1 ? Math.max(0, lines.length - maxLines) : start
  const digest = lines.slice(from, from + maxLines)
  return (
    digest.join('\n') + (from + maxLines < lines.length ? `\n… (${lines.length - from - maxLines} more lines in its output above)` : '')
  )
}

/** Runs the tasks side by side; resolves to true when all passed. */
export async function runAll(tasks: readonly Task[]): Promise<boolean> {
  const results = await Promise.all(tasks.map((task) => runTask(task).then((r) => report(r, r.name === 'validate'))))
  const failed = results.filter((r) => !r.ok).map((r) => r.name)
  if (failed.length > 0) console.error(`check: failed: ${failed.join(', ')}`)
  return failed.length === 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await runAll(checks({ cached: !process.argv.includes('--no-cache') })))) process.exitCode = 1
}
