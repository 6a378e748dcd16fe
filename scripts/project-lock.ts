// A lock folder, so that two processes never do the same work in the project at once: the next
// waits for the first to end. A lock left by a process that no longer runs (a killed run) is cleared.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const POLL_MS = 250

/** The id of the process holding the lock, or null when it has just taken it and not yet written it. */
function ownerOf(lock: string): string | null {
  try {
    return readFileSync(join(lock, 'pid'), 'utf8')
  } catch {
    return null
  }
}

function abandoned(lock: string): boolean {
  const pid = ownerOf(lock)
  if (pid === null) return false
  try {
    process.kill(Number(pid), 0)
    return false
  } catch {
    return true
  }
}

/**
 * Runs `work` holding the lock folder `lock`; waits, with no deadline, while another process holds
 * it, after calling `whenWaiting` once with that process's id.
 */
export async function withLock<T>(lock: string, work: () => T | Promise<T>, whenWaiting?: (pid: string) => void): Promise<T> {
  mkdirSync(dirname(lock), { recursive: true })
  let told = false
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (abandoned(lock)) rmSync(lock, { recursive: true, force: true })
      else {
        if (!told && whenWaiting) whenWaiting(ownerOf(lock) ?? '?')
        told = true
        await new Promise((done) => setTimeout(done, POLL_MS))
      }
    }
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid))
    return await work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
