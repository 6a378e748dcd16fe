import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { processCpu } from './process-cpu'

describe('processCpu', () => {
  it("reads this process's parent and name, and counts a child's CPU once the child has ended", () => {
    const before = processCpu()
    expect(processCpu(process.pid).parent).toBe(process.ppid)
    expect(before.name.length).toBeGreaterThan(0)
    // A child that spins for 0.3 CPU seconds, whatever the machine's speed: its time is what it measures.
    spawnSync(process.execPath, ['-e', 'const end = process.cpuUsage().user + 3e5; while (process.cpuUsage().user < end);'])
    expect(processCpu().ended - before.ended).toBeGreaterThanOrEqual(0.25)
  })

  it('throws for a process that does not exist', () => {
    expect(() => processCpu(2 ** 22 + 1)).toThrow()
  })
})
