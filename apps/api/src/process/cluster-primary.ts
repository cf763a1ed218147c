// WORKERS=N (ARCHITECTURE §10): the primary process prepares the store once, then forks N workers that share the one
// port (node:cluster hands connections round-robin), replaces any worker that dies, and on SIGTERM/SIGINT lets every
// worker finish its requests before it exits. It serves nothing itself and holds no state a worker needs: workers
// read and write everything through PostgreSQL and Redis, like separate machines would.

import cluster, { type Worker } from 'node:cluster'
import type { Logger } from 'pino'
import type { AppConfig } from '@/config'

/** A worker that dies sooner than this after it was forked counts as failing to start. */
const STARTUP_GRACE_MS = 10_000
/** Replacements of workers that fail to start wait longer each time, up to this. */
const MAX_RESTART_DELAY_MS = 30_000
/** After SIGTERM, workers get this long to finish their requests and close; then they are killed. */
const SHUTDOWN_TIMEOUT_MS = 15_000

/** The environment variable that tells a forked process it is a worker (it skips the preparation). */
export const WORKER_ENV = 'BOOKSTORE_CLUSTER_WORKER'

export function runPrimary(config: AppConfig, log: Logger): void {
  const count = config.workers.count
  const bornAt = new Map<number, number>()
  let failedStarts = 0
  let shuttingDown = false
  let listening = 0

  const fork = (): Worker => {
    const worker = cluster.fork({ [WORKER_ENV]: '1' })
    bornAt.set(worker.id, Date.now())
    return worker
  }

  cluster.on('listening', (worker) => {
    log.info({ pid: worker.process.pid }, 'worker listening')
    listening += 1
    if (listening === count) log.info(`Bookstore is open at ${config.publicUrl} (${count} workers)`)
    // A worker that got as far as listening started well.
    failedStarts = 0
  })

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker.id) ?? 0)
    bornAt.delete(worker.id)
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('every worker has closed')
        process.exit(0)
      }
      return
    }
    if (lived < STARTUP_GRACE_MS) failedStarts += 1
    const delay = failedStarts === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (failedStarts - 1))
    log.error(
      { pid: worker.process.pid, code, signal, restartInMs: delay },
      'a worker died; starting another in its place',
    )
    setTimeout(() => {
      if (!shuttingDown) fork()
    }, delay)
  })

  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return
    shuttingDown = true
    log.info({ signal }, 'closing every worker')
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined)
    if (workers.length === 0) process.exit(0)
    for (const worker of workers) worker.process.kill('SIGTERM')
    setTimeout(() => {
      log.error('workers did not close in time: killing them')
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
  }
  process.on('SIGTERM', shutDown)
  process.on('SIGINT', shutDown)

  for (let i = 0; i < count; i += 1) fork()
}
