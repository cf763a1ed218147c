// One measured load for the benchmark scripts: autocannon against one route for a while, every answer's latency kept
// (autocannon's own summary has no p95), and the CPU each side used meanwhile: the store's processes, the given
// PostgreSQL backends, this process (the load generator) and the rest of the machine, in % of one core.

import autocannon from 'autocannon'
import { cpuSecondsByPid, machineCpuSeconds, treeCpuSeconds } from './bench-cpu.js'

/** The value below which `p` percent of the sorted values lie (nearest rank). */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

const round = (value, digits = 1) => (value === null ? null : Number(value.toFixed(digits)))

function cpuNow(storePid, pgPids) {
  const own = process.cpuUsage()
  return {
    wall: performance.now(),
    store: storePid ? treeCpuSeconds(storePid) : null,
    postgres: cpuSecondsByPid(pgPids),
    client: (own.user + own.system) / 1e6,
    machine: machineCpuSeconds(),
  }
}

/** % of one core used by each side between two readings of cpuNow. */
function cpuShares(before, after) {
  const seconds = (after.wall - before.wall) / 1000
  const share = (used) => (used === null ? null : round((100 * used) / seconds, 0))
  let postgres = 0
  for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0)
  const store = before.store === null || after.store === null ? null : after.store - before.store
  const client = after.client - before.client
  const machine = before.machine && after.machine ? after.machine.busy - before.machine.busy : null
  const others = machine === null ? null : Math.max(0, machine - (store ?? 0) - postgres - client)
  return {
    store: share(store),
    postgres: share(postgres),
    client: share(client),
    others: share(others),
    idle:
      before.machine && after.machine
        ? share(Math.max(0, after.machine.total - before.machine.total - machine))
        : null,
  }
}

/**
 * Loads `requests` (autocannon's request list; one entry per kind, a setupRequest may vary it) on `base` for
 * `duration` seconds over `connections` connections. `pgPids()` names the database backends to account for.
 */
export async function measure({ base, requests, connections, duration, headers = {}, storePid, pgPids }) {
  const latencies = []
  const statuses = {}
  let bytes = 0
  const before = cpuNow(storePid, await pgPids())
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration, headers, requests }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, status, size, ms) => {
      latencies.push(ms)
      bytes += size
      statuses[status] = (statuses[status] ?? 0) + 1
    })
  })
  const after = cpuNow(storePid, await pgPids())
  latencies.sort((a, b) => a - b)
  const answered = latencies.length
  const ok = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2') || status === '304')
    .reduce((sum, [, n]) => sum + n, 0)
  return {
    requests: answered,
    rps: round(answered / duration, 0),
    // Received, as sent (compressed where the store compresses).
    mbPerSecond: round(bytes / duration / 1e6),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    failed: answered - ok + result.errors + result.timeouts,
    statuses,
    cpu: cpuShares(before, after),
  }
}
