// The site as the host tests publish it: built like a deployment, with VITE_API_URL pointing at the
// demo API on its own origin (started by global-setup.ts), so the live pages call it cross-origin
// as in production. One build per test run, shared by every host test file: the first file to ask
// builds (under a lock folder), the others wait for it.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const OUT = 'dist-hosts'
const LOCK = `${OUT}.lock`
const MARK = join(OUT, 'host-build.json')

const builtFor = (apiUrl: string) => existsSync(MARK) && (JSON.parse(readFileSync(MARK, 'utf8')) as { apiUrl: string }).apiUrl === apiUrl

/** The event id the host build is given (the demo API answers for any). */
const HOST_EVENT_ID = 'evento-demo'

export async function hostBuild(apiUrl: string): Promise<string> {
  const clientDir = resolve(OUT, 'client')
  const deadline = Date.now() + 240_000
  while (!builtFor(apiUrl)) {
    if (Date.now() > deadline) throw new Error(`the host build in ${OUT}/ did not finish in time`)
    try {
      mkdirSync(LOCK)
    } catch {
      // Another file is building; a lock left by a killed run is cleared after 5 minutes.
      if (Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000)
        rmSync(LOCK, { recursive: true, force: true })
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    try {
      if (builtFor(apiUrl)) break
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, SERCOMP_OUT_DIR: OUT, VITE_API_URL: apiUrl, VITE_EVENTO_UUID: HOST_EVENT_ID },
      })
      let output = ''
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      const status = await new Promise<number | null>((done) => child.once('close', done))
      if (status !== 0) throw new Error(`the host build failed:\n${output}`)
      writeFileSync(MARK, JSON.stringify({ apiUrl }))
    } finally {
      rmSync(LOCK, { recursive: true, force: true })
    }
  }
  return clientDir
}
