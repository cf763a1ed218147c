// WORKERS=N (ARCHITECTURE §10): the primary process prepares the store once, then forks N workers that share the one
// port (node:cluster hands connections round-robin), replaces any worker that dies, on SIGHUP replaces them all one
// at a time (a rolling restart: a new worker listens before an old one stops, so no request is refused), and on
// SIGTERM/SIGINT lets every worker finish its requests before it exits. It serves nothing itself and holds no state
// a worker needs: workers read and write everything through PostgreSQL and Redis, like separate machines would.

import cluster, { type Worker } from 'node:cluster'
import type { Logger } from 'pino'
import type { AppConfig } from '@/config'
import { CLOSE_AFTER_REQUESTS_MS } from './graceful-stop'
import { serveClusterMetrics } from './metrics-primary'

/** A worker that dies sooner than this after it was forked counts as failing to start. */
const STARTUP_GRACE_MS = 10_000
/** Replacements of workers that fail to start wait longer each time, up to this. */
const MAX_RESTART_DELAY_MS = 30_000
/** How long a new worker of a rolling restart may take to listen before the restart gives up. */
const LISTEN_TIMEOUT_MS = 120_000
/** Beyond a worker's own bounds (SHUTDOWN_TIMEOUT_MS, then its close), how long it gets before it is killed. */
const KILL_MARGIN_MS = 5_000

/** The environment variable that tells a forked process it is a worker (it skips the preparation). */
export const WORKER_ENV = 'BOOKSTORE_CLUSTER_WORKER'

const liveWorkers = (): Worker[] =>
  Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined)

/** Resolves true once `worker` listens, false when it exits (or takes longer than LISTEN_TIMEOUT_MS) first. */
function listened(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer)
      worker.off('listening', onListening)
      worker.off('exit', onExit)
      resolve(ok)
    }
    const onListening = () => done(true)
    const onExit = () => done(false)
    const timer = setTimeout(() => done(false), LISTEN_TIMEOUT_MS)
    worker.once('listening', onListening)
    worker.once('exit', onExit)
  })
}

const exited = (worker: Worker): Promise<void> =>
  worker.isDead() ? Promise.resolve() : new Promise((resolve) => worker.once('exit', () => resolve()))

export function runPrimary(config: AppConfig, log: Logger): void {
  const count = config.workers.count
  // A worker gets its SHUTDOWN_TIMEOUT_MS for its requests, then its close; past both (and a margin) it is killed.
  const killAfterMs = config.shutdownTimeoutMs + CLOSE_AFTER_REQUESTS_MS + KILL_MARGIN_MS
  const bornAt = new Map<number, number>()
  /** Workers asked to stop by a rolling restart: their exit is expected, nobody replaces them. */
  const retiring = new Set<number>()
  /** New workers of a rolling restart not yet listening: the restart, not the exit handler, deals with their death. */
  const joining = new Set<number>()
  let failedStarts = 0
  let shuttingDown = false
  let rolling = false
  let listening = 0

  const fork = (): Worker => {
    const worker = cluster.fork({ [WORKER_ENV]: '1' })
    bornAt.set(worker.id, Date.now())
    return worker
  }

  /** Asks `worker` to stop gracefully (serve.ts), and kills it if it has not exited in time. */
  const stopWorker = (worker: Worker): Promise<void> => {
    worker.process.kill('SIGTERM')
    const killer = setTimeout(() => {
      log.error({ pid: worker.process.pid }, 'a worker did not stop in time: killing it')
      worker.process.kill('SIGKILL')
    }, killAfterMs).unref()
    return exited(worker).finally(() => clearTimeout(killer))
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
      if (liveWorkers().length === 0) {
        log.info('every worker has closed')
        process.exit(0)
      }
      return
    }
    if (retiring.delete(worker.id)) {
      log.info({ pid: worker.process.pid, code, signal }, 'an old worker has stopped')
      return
    }
    if (joining.has(worker.id)) return
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

  /**
   * SIGHUP: each worker in turn is replaced: a new one is forked and listens, then the old one stops gracefully
   * (it closes its listener, so the primary hands it no more connections, and finishes its requests). There are
   * always at least N workers listening, so no connection is refused. A new worker that fails to start ends the
   * restart; the workers not yet replaced keep serving.
   */
  const rollingRestart = async () => {
    if (shuttingDown) return
    if (rolling) {
      log.warn('a rolling restart is already under way: SIGHUP ignored')
      return
    }
    rolling = true
    const old = liveWorkers()
    log.info({ workers: old.length }, 'rolling restart: replacing the workers one at a time')
    let replaced = 0
    try {
      for (const worker of old) {
        if (shuttingDown) return
        // One that died meanwhile has been replaced already.
        if (worker.isDead()) continue
        const next = fork()
        joining.add(next.id)
        const ok = await listened(next)
        joining.delete(next.id)
        if (!ok) {
          if (!next.isDead()) next.process.kill('SIGKILL')
          log.error(
            { pid: next.process.pid, replaced },
            'rolling restart stopped: a new worker failed to start; the others keep serving',
          )
          return
        }
        if (shuttingDown) return
        retiring.add(worker.id)
        await stopWorker(worker)
        replaced += 1
      }
      log.info({ replaced }, 'rolling restart done: every worker replaced')
    } finally {
      rolling = false
    }
  }

  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return
    shuttingDown = true
    log.info({ signal }, 'closing every worker')
    const workers = liveWorkers()
    if (workers.length === 0) process.exit(0)
    for (const worker of workers) worker.process.kill('SIGTERM')
    setTimeout(() => {
      log.error('workers did not close in time: killing them')
      for (const worker of liveWorkers()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, killAfterMs).unref()
  }
  process.on('SIGTERM', shutDown)
  process.on('SIGINT', shutDown)
  process.on('SIGHUP', () => void rollingRestart())

  // METRICS_PORT with WORKERS > 1: this process serves every worker's metrics, summed (metrics-primary.ts).
  void serveClusterMetrics(config.metrics, log)
  for (let i = 0; i < count; i += 1) fork()
}
