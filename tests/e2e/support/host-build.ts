// The site as the host tests publish it: built like a deployment, with VITE_API_URL pointing at the
// demo API on its own origin (started by global-setup.ts), so the live pages call it cross-origin
// as in production. One build per test run, shared by every host test file: the first file to ask
// builds (under a lock, scripts/project-lock.ts), the others wait for it.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { withLock } from '../../../scripts/project-lock.ts'

const OUT = 'dist-hosts'
const LOCK = OUT
const MARK = join(OUT, 'host-build.json')

const builtFor = (apiUrl: string) => existsSync(MARK) && (JSON.parse(readFileSync(MARK, 'utf8')) as { apiUrl: string }).apiUrl === apiUrl

/** The event id the host build is given (the demo API answers for any). */
const HOST_EVENT_ID = 'evento-demo'

export async function hostBuild(apiUrl: string): Promise<string> {
  // No deadline of its own: a build takes as long as the machine needs, and the runner's limit catches a hang.
  await withLock(LOCK, async () => {
    if (builtFor(apiUrl)) return
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
  })
  return resolve(OUT, 'client')
}
