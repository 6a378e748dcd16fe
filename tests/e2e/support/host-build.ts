// The site as the host tests publish it: built like a deployment, with VITE_API_URL pointing at the
// demo API on its own origin (started by global-setup.ts), so the live pages call it cross-origin
// as in production. One build per test run, shared by every host test file: the first file to ask
// builds (under a lock folder), the others wait for it.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const OUT = 'dist-hosts'
const LOCK = `${OUT}.lock`
const MARK = join(OUT, 'host-build.json')

const builtFor = (apiUrl: string) => existsSync(MARK) && (JSON.parse(readFileSync(MARK, 'utf8')) as { apiUrl: string }).apiUrl === apiUrl
const OWNER = join(LOCK, 'pid')

/** Whether the lock was left by a process that no longer runs (a killed run): only then is it cleared. */
function lockAbandoned(): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(OWNER, 'utf8'))
  } catch {
    return false // just taken, its owner not yet written
  }
  try {
    process.kill(pid, 0)
    return false
  } catch {
    return true
  }
}

/** The event id the host build is given (the demo API answers for any). */
const HOST_EVENT_ID = 'evento-demo'

export async function hostBuild(apiUrl: string): Promise<string> {
  const clientDir = resolve(OUT, 'client')
  // No deadline of its own: a build takes as long as the machine needs, and the runner's limit catches a hang.
  while (!builtFor(apiUrl)) {
    try {
      mkdirSync(LOCK)
      writeFileSync(OWNER, String(process.pid))
    } catch {
      // Another file is building.
      if (lockAbandoned()) rmSync(LOCK, { recursive: true, force: true })
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    try {
      if (builtFor(apiUrl)) break
      rmSync(MARK, { force: true })
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, SERCOMP_OUT_DIR: OUT, VITE_API_URL: apiUrl, VITE_EVENTO_UUID: HOST_EVENT_ID },
      })
      let output = ''
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      const status = await new Promise<number | null>((done) => child.once('close', done))
      if (status !== 0) throw new Error(`the host build failed:\n${output}`)
      // Written whole then renamed, so that a waiting file never reads it half-written.
      writeFileSync(`${MARK}.tmp`, JSON.stringify({ apiUrl }))
      renameSync(`${MARK}.tmp`, MARK)
    } finally {
      rmSync(LOCK, { recursive: true, force: true })
    }
  }
  return clientDir
}
