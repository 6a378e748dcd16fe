// npm run changes -- <git ref> [--output FILE]: what changes for the public between <git ref> and the working tree.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { changesMarkdown } from '../src/changes/changes-markdown.ts'
import { compareSites } from '../src/changes/site-diff.ts'

function fail(message: string): never {
  console.error(`changes: ${message}`)
  process.exit(2)
}

const USAGE = 'usage: npm run changes -- <git ref> [--output FILE]'
let args: { ref: string | undefined; output: string | null }
try {
  const { values, positionals } = parseArgs({ options: { output: { type: 'string', short: 'o' } }, allowPositionals: true })
  if (positionals.length > 1) fail(`one git ref only\n${USAGE}`)
  args = { ref: positionals[0], output: values.output ?? null }
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
const { ref, output } = args
if (!ref) fail(`which git ref should the working tree be compared with?\n${USAGE}`)

// Child output goes to our stderr: stdout carries the report alone.
const quiet: SpawnSyncOptions = { stdio: ['ignore', 2, 2] }

function git(args: string[], cwd: string): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`)
  return result.stdout.trim()
}

const root = process.cwd()
let sha: string
try {
  sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], root)
} catch {
  fail(`'${ref}' is not a commit here (in CI, check out with fetch-depth: 0)`)
}
const base = `\`${ref.replace(/`/g, '')}\` (${sha.slice(0, 7)})`

const work = mkdtempSync(path.join(tmpdir(), 'sercomp-changes-'))
const baseTree = path.join(work, 'base')
let cleaned = false
function cleanUp() {
  if (cleaned) return
  cleaned = true
  spawnSync('git', ['worktree', 'remove', '--force', baseTree], { cwd: root, stdio: 'ignore' })
  rmSync(work, { recursive: true, force: true })
  spawnSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' })
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

function report(markdown: string) {
  if (output) {
    writeFileSync(output, markdown)
    console.error(`changes: report written to ${output}`)
  } else process.stdout.write(markdown)
}

// A build that failed still gets a report, so the pull-request comment says so instead of going stale.
function buildFailed(which: string): never {
  report(
    [
      '## O que muda para o público',
      '',
      `Comparado com ${base}.`,
      '',
      `⚠️ Não foi possível construir ${which}, então não há comparação. Veja os erros apontados na verificação "Validate the content" ou no log desta execução.`,
      '',
    ].join('\n'),
  )
  cleanUp()
  process.exit(1)
}

let exitCode = 0
try {
  const outDir = process.env.SERCOMP_OUT_DIR ?? 'dist'
  console.error(`changes: building the working tree into ${outDir}/`)
  if (spawnSync('npm', ['run', 'build'], { ...quiet, cwd: root }).status !== 0) buildFailed('o site desta versão')

  git(['worktree', 'add', '--detach', '--quiet', baseTree, sha], root)
  const lockfile = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null)
  const baseModules = path.join(baseTree, 'node_modules')
  if (lstatSync(baseModules, { throwIfNoEntry: false })) {
    // A node_modules symlink that was committed by mistake: use it as it is.
  } else if (lockfile(path.join(root, 'package-lock.json')) === lockfile(path.join(baseTree, 'package-lock.json'))) {
    symlinkSync(path.join(root, 'node_modules'), baseModules, 'dir')
  } else {
    console.error(`changes: ${ref} has other dependencies: npm ci in the temporary worktree`)
    if (spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { ...quiet, cwd: baseTree }).status !== 0) buildFailed(`${ref} (npm ci falhou)`)
  }
  console.error(`changes: building ${ref} (${sha.slice(0, 7)}) in a temporary worktree`)
  const baseEnv = { ...process.env, SERCOMP_OUT_DIR: 'dist' }
  if (spawnSync('npm', ['run', 'build'], { ...quiet, cwd: baseTree, env: baseEnv }).status !== 0) buildFailed(`a versão ${base}`)

  const changes = compareSites(path.join(baseTree, 'dist', 'client'), path.join(root, outDir, 'client'))
  report(changesMarkdown(changes, { base }))
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  cleanUp()
}
process.exit(exitCode)
