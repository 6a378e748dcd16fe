// Two processes never do the same work in the project at once: the next waits for the first to end
// (proper-lockfile: a lock folder kept fresh while held, taken over once stale, as after a killed run).
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { lock as takeLock } from 'proper-lockfile'

/**
 * Runs `work` holding the lock `file` (the folder `file`.lock); waits, with no deadline, while
 * another process holds it, after calling `whenWaiting` once.
 */
export async function withLock<T>(file: string, work: () => T | Promise<T>, whenWaiting?: () => void): Promise<T> {
  mkdirSync(dirname(file), { recursive: true })
  const options = { realpath: false, stale: 10_000, update: 2_000 }
  const release = await takeLock(file, options).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ELOCKED') throw error
    whenWaiting?.()
    return takeLock(file, { ...options, retries: { forever: true, factor: 1, minTimeout: 250, maxTimeout: 250 } })
  })
  try {
    return await work()
  } finally {
    await release()
  }
}
