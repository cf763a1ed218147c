// CPU accounting for the benchmark scripts (Linux /proc): the CPU time of a process and its descendants (the store
// and its cluster workers), of given processes (PostgreSQL's backends), and of the whole machine, so that a bench
// can say who used the cores during a run. Elsewhere every figure is null.

import { readFileSync, readdirSync } from 'node:fs'

// USER_HZ: /proc counts CPU time in these ticks; 100 on every Linux build we run on.
const TICKS_PER_SECOND = 100

/** {pid, ppid, seconds} of a process from /proc/<pid>/stat, or undefined once it is gone. */
function processStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return { pid: Number(pid), ppid: Number(fields[1]), seconds: ticks / TICKS_PER_SECOND }
  } catch {
    return undefined
  }
}

const allProcesses = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(processStat)
    .filter((stat) => stat !== undefined)

/** CPU seconds used so far by `rootPid` and every process below it; null without /proc. */
export function treeCpuSeconds(rootPid) {
  try {
    const stats = allProcesses()
    const inTree = new Set([rootPid])
    // Parents come before children in no guaranteed order: repeat until the tree stops growing.
    for (let grew = true; grew;) {
      grew = false
      for (const stat of stats) {
        if (!inTree.has(stat.pid) && inTree.has(stat.ppid)) {
          inTree.add(stat.pid)
          grew = true
        }
      }
    }
    return stats.filter((stat) => inTree.has(stat.pid)).reduce((sum, stat) => sum + stat.seconds, 0)
  } catch {
    return null
  }
}

/** CPU seconds used so far by each of `pids` that is still running, by pid. */
export function cpuSecondsByPid(pids) {
  const seconds = new Map()
  for (const pid of pids) {
    const stat = processStat(pid)
    if (stat) seconds.set(stat.pid, stat.seconds)
  }
  return seconds
}

/** {busy, total} CPU seconds of the whole machine (every core) so far; null without /proc. */
export function machineCpuSeconds() {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const ticks = values.map(Number)
    // user nice system idle iowait irq softirq steal: idle and iowait are the idle time.
    const total = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0)
    const idle = ticks[3] + ticks[4]
    return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND }
  } catch {
    return null
  }
}
