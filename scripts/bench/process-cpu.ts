// CPU seconds of a process from Linux's /proc/<pid>/stat (proc(5)), for the measurements of
// docs/performance.md: reported, never a gate.
import { readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

export interface ProcessCpu {
  parent: number
  name: string
  /** Its own user and system time. */
  own: number
  /** That of its children that have ended and that it has waited for. */
  ended: number
}

/** Throws when the process has ended. */
export function processCpu(pid: number | 'self' = 'self'): ProcessCpu {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // After the name (which may hold spaces and parentheses): ppid is field 4, utime, stime, cutime
  // and cstime fields 14 to 17, at 1 and 11 to 14 here.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number)
  return {
    parent: fields[1]!,
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    own: (fields[11]! + fields[12]!) / TICKS_PER_SECOND,
    ended: (fields[13]! + fields[14]!) / TICKS_PER_SECOND,
  }
}
