// npm run check: the fast checks a developer or organiser runs before pushing (lint, format,
// types, content validation), side by side. Each one's output is printed whole when it ends, so
// parallel runs do not interleave. Exit code 1 when any failed.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

export interface Task {
  name: string
  command: string
  args: string[]
}

const bin = (name: string) => join('node_modules', '.bin', name)
const cacheDir = join('node_modules', '.cache', 'sercomp')

/**
 * The checks. `cached` (npm run check) keeps tsc's incremental state and ESLint's cache between
 * runs; npm test runs without ESLint's cache, which can miss a type-aware problem in a file that did
 * not change when a file it imports did.
 */
export function checks({ cached }: { cached: boolean }): Task[] {
  return [
    {
      name: 'lint',
      command: bin('eslint'),
      args: ['--max-warnings', '0', ...(cached ? ['--cache', '--cache-strategy', 'content', '--cache-location', join(cacheDir, 'eslint')] : []), '.'],
    },
    { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '--incremental', '--tsBuildInfoFile', join(cacheDir, 'tsbuildinfo')] },
    {
      name: 'format',
      command: bin('prettier'),
      args: ['--check', '--log-level', 'warn', ...(cached ? ['--cache', '--cache-location', join(cacheDir, 'prettier')] : []), '.'],
    },
    { name: 'validate', command: bin('tsx'), args: ['scripts/validate.ts'] },
  ]
}

export interface TaskResult {
  name: string
  ok: boolean
  ms: number
  output: string
}

export function runTask(task: Task): Promise<TaskResult> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(task.command, task.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const done = (ok: boolean, extra = '') => resolve({ name: task.name, ok, ms: performance.now() - started, output: output + extra })
    child.on('error', (error) => done(false, String(error)))
    child.on('close', (code) => done(code === 0))
  })
}

/** Runs the tasks side by side and prints each one as it ends; resolves to true when all passed. */
export async function runAll(tasks: readonly Task[]): Promise<boolean> {
  const results = await Promise.all(
    tasks.map((task) =>
      runTask(task).then((result) => {
        const seconds = (result.ms / 1000).toFixed(1)
        const output = result.output.trim()
        console.log(`${result.ok ? '✓' : '✗'} ${result.name} (${seconds} s)`)
        if (output && (!result.ok || result.name === 'validate')) console.log(output + '\n')
        return result
      }),
    ),
  )
  const failed = results.filter((r) => !r.ok).map((r) => r.name)
  if (failed.length > 0) console.error(`check: failed: ${failed.join(', ')}`)
  return failed.length === 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await runAll(checks({ cached: !process.argv.includes('--no-cache') })))) process.exitCode = 1
}
