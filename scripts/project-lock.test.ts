// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withLock } from './project-lock'

let dir: string | null = null
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
})
const newLock = () => path.join((dir = mkdtempSync(path.join(tmpdir(), 'sercomp-lock-'))), 'work.lock')

describe('withLock', () => {
  it('runs the second holder only once the first has ended, and removes the lock', async () => {
    const lock = newLock()
    const events: string[] = []
    let release!: () => void
    const first = withLock(lock, async () => {
      events.push('first starts')
      await new Promise<void>((done) => (release = done))
      events.push('first ends')
    })
    const second = withLock(
      lock,
      () => void events.push('second runs'),
      (pid) => events.push(`second waits for ${pid}`),
    )
    await new Promise((done) => setTimeout(done, 600))
    expect(events).toEqual(['first starts', `second waits for ${process.pid}`])
    release()
    await Promise.all([first, second])
    expect(events).toEqual(['first starts', `second waits for ${process.pid}`, 'first ends', 'second runs'])
    expect(existsSync(lock)).toBe(false)
  })

  it('gives the lock up when the work throws', async () => {
    const lock = newLock()
    await expect(withLock(lock, () => Promise.reject(new Error('the build failed')))).rejects.toThrow('the build failed')
    expect(existsSync(lock)).toBe(false)
    expect(await withLock(lock, () => 'next')).toBe('next')
  })

  it('clears a lock left by a process that no longer runs', async () => {
    const lock = newLock()
    const ended = spawnSync(process.execPath, ['-e', '0'])
    mkdirSync(lock)
    writeFileSync(path.join(lock, 'pid'), String(ended.pid))
    expect(await withLock(lock, () => 'ran')).toBe('ran')
  })
})
