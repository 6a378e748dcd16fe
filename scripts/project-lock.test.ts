// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withLock } from './project-lock'

let dir: string | null = null
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
})
const newLock = () => path.join((dir = mkdtempSync(path.join(tmpdir(), 'sercomp-lock-'))), 'work')

describe('withLock', () => {
  it('runs the second holder only once the first has ended, and removes the lock', async () => {
    const lock = newLock()
    const events: string[] = []
    let release!: () => void
    let started!: () => void
    const firstStarted = new Promise<void>((done) => (started = done))
    const first = withLock(lock, async () => {
      events.push('first starts')
      started()
      await new Promise<void>((done) => (release = done))
      events.push('first ends')
    })
    await firstStarted
    let waiting!: () => void
    const secondWaits = new Promise<void>((done) => (waiting = done))
    const second = withLock(
      lock,
      () => void events.push('second runs'),
      () => {
        events.push('second waits')
        waiting()
      },
    )
    await secondWaits
    expect(events).toEqual(['first starts', 'second waits'])
    release()
    await Promise.all([first, second])
    expect(events).toEqual(['first starts', 'second waits', 'first ends', 'second runs'])
    expect(existsSync(`${lock}.lock`)).toBe(false)
  })

  it('gives the lock up when the work throws', async () => {
    const lock = newLock()
    await expect(withLock(lock, () => Promise.reject(new Error('the build failed')))).rejects.toThrow('the build failed')
    expect(existsSync(`${lock}.lock`)).toBe(false)
    expect(await withLock(lock, () => 'next')).toBe('next')
  })
})
