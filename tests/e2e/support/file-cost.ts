// What each browser test file costs, for docs/performance.md: with SERCOMP_FILE_COST=<file>, every
// file appends one JSON line there: its wall time and the CPU seconds of its worker (Node), of the
// processes it ran and waited for (builds, Java, Apache) and of its Chromium. A worker runs one file
// at a time, so the differences over the file belong to it.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect } from 'vitest'

interface Cost {
  node: number
  children: number
  chromium: number
}

const TICKS_PER_SECOND = 100

/** CPU seconds of this process, of its children that ended, and of the Chromium processes below it. */
function cpu(): Cost {
  const processes = new Map<number, { parent: number; name: string; own: number; ended: number }>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // Fields after the name (which may hold spaces): state, ppid, ... utime(14) stime(15) cutime(16) cstime(17).
      const fields = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number)
      processes.set(Number(pid), {
        parent: fields[1]!,
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        own: fields[11]! + fields[12]!,
        ended: fields[13]! + fields[14]!,
      })
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
  return { node: self.own / TICKS_PER_SECOND, children: self.ended / TICKS_PER_SECOND, chromium: chromium / TICKS_PER_SECOND }
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
