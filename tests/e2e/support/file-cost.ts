// What each browser test file costs, for docs/performance.md: with SERCOMP_FILE_COST=<file>, every
// file appends one JSON line there: its wall time and the CPU seconds of its worker (Node), of the
// processes it ran and waited for (builds, Java, Apache) and of its Chromium. A worker runs one file
// at a time, so the differences over the file belong to it.
import { appendFileSync, readdirSync } from 'node:fs'
import { afterAll, beforeAll, expect } from 'vitest'
import { processCpu, type ProcessCpu } from '../../../scripts/bench/process-cpu.ts'

interface Cost {
  node: number
  children: number
  chromium: number
}

/** CPU seconds of this process, of its children that ended, and of the Chromium processes below it. */
function cpu(): Cost {
  const processes = new Map<number, ProcessCpu>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      processes.set(Number(pid), processCpu(Number(pid)))
    } catch {
      // The process ended while the list was read.
    }
  }
  const self = processes.get(process.pid)!
  let chromium = 0
  const below = [process.pid]
  while (below.length > 0) {
    const parent = below.pop()!
    for (const [pid, p] of processes) {
      if (p.parent !== parent) continue
      below.push(pid)
      if (/chrom|headless/.test(p.name)) chromium += p.own + p.ended
    }
  }
  return { node: self.own, children: self.ended, chromium }
}

const out = process.env.SERCOMP_FILE_COST
if (out) {
  let file = ''
  let start: Cost
  let started = 0
  beforeAll(() => {
    file = (expect.getState().testPath ?? '').replace(/.*\/tests\/e2e\//, '')
    start = cpu()
    started = performance.now()
  })
  afterAll(() => {
    const end = cpu()
    const seconds = (n: number) => Math.round(n * 10) / 10
    appendFileSync(
      out,
      `${JSON.stringify({
        file,
        wall: seconds((performance.now() - started) / 1000),
        node: seconds(end.node - start.node),
        children: seconds(end.children - start.children),
        chromium: seconds(end.chromium - start.chromium),
      })}\n`,
    )
  })
}
