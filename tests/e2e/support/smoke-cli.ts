import { spawn } from 'node:child_process'

/** Runs `npm run smoke -- <url> [...flags]` as the organisers do (the script itself, without npm). */
export function runSmoke(url: string, flags: string[] = []): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/smoke.ts', url, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  return new Promise((done) => child.once('close', (code) => done({ code, output })))
}
