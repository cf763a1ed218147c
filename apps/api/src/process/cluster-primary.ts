// WORKERS=N (ARCHITECTURE §10): the primary process prepares the store once, then forks N workers that share the one
// port (node:cluster hands connections round-robin), replaces any worker that dies, on SIGHUP replaces them all one
// at a time (a rolling restart: a new worker listens before an old one stops, so no request is refused), and on
// SIGTERM/SIGINT lets every worker finish its requests before it exits. It serves nothing itself and holds no state
// a worker needs: workers read and write everything through PostgreSQL and Redis, like separate machines would.
// A worker that cannot start stops the start (issue 37, item 6): one that could not listen because the port is
// taken or not allowed (EADDRINUSE, EACCES), or the third in a row to die before it listened, makes the primary stop
// every worker and exit 1 with a message saying why, instead of starting another in its place for ever.

import cluster, { type Worker } from 'node:cluster'
import type { Logger } from 'pino'
import type { AppConfig } from '@/config'
import { CLOSE_AFTER_REQUESTS_MS } from './graceful-stop'
import { FATAL_LISTEN_CODES, isListenFailure, type ListenFailure } from './listen-failure'
import { serveClusterMetrics } from './metrics-primary'

/** A worker that dies sooner than this after it was forked is replaced after a wait, as one that failed to start. */
const STARTUP_GRACE_MS = 10_000
/** This many workers in a row dead before they listened: the start stops. */
export const MAX_FAILED_STARTS = 3
/** Replacements of workers that fail to start wait longer each time, up to this. */
const MAX_RESTART_DELAY_MS = 30_000
/** How long a new worker of a rolling restart may take to listen before the restart gives up. */
const LISTEN_TIMEOUT_MS = 120_000
/** Beyond a worker's own bounds (SHUTDOWN_TIMEOUT_MS, then its close), how long it gets before it is killed. */
const KILL_MARGIN_MS = 5_000

/** The environment variable that tells a forked process it is a worker (it skips the preparation). */
export const WORKER_ENV = 'BOOKSTORE_CLUSTER_WORKER'

const liveWorkers = (): Worker[] =>
  Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead())

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
  /** Workers that have listened: the others, when they die, failed to start. */
  const served = new Set<number>()
  /** Why workers could not listen, as they said before they exited. */
  const listenFailures = new Map<number, ListenFailure>()
  /** Workers in a row that died before they listened (reset when one listens). */
  let failedStarts = 0
  let shuttingDown = false
  /** The primary's exit code once every worker has closed: 1 when the start was given up. */
  let exitCode = 0
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
    served.add(worker.id)
    failedStarts = 0
  })

  cluster.on('message', (worker, message: unknown) => {
    if (isListenFailure(message)) listenFailures.set(worker.id, message)
  })

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker.id) ?? 0)
    bornAt.delete(worker.id)
    const listenFailure = listenFailures.get(worker.id)
    listenFailures.delete(worker.id)
    const everServed = served.delete(worker.id)
    if (shuttingDown) {
      if (liveWorkers().length === 0) {
        log.info('every worker has closed')
        process.exit(exitCode)
      }
      return
    }
    if (retiring.delete(worker.id)) {
      log.info({ pid: worker.process.pid, code, signal }, 'an old worker has stopped')
      return
    }
    // A new worker of a rolling restart: the restart deals with it (the others keep serving).
    if (joining.has(worker.id)) return
    if (!everServed) {
      failedStarts += 1
      if (listenFailure && listenFailure.code !== undefined && FATAL_LISTEN_CODES.has(listenFailure.code)) {
        giveUp(listenFailure.message, { pid: worker.process.pid, code: listenFailure.code })
        return
      }
      if (failedStarts >= MAX_FAILED_STARTS) {
        giveUp(
          `The store cannot start: ${failedStarts} workers in a row died before they could listen ` +
            `(the last: ${listenFailure?.message ?? `exit code ${code}, signal ${signal}`}); see their errors above.`,
          { pid: worker.process.pid },
        )
        return
      }
    }
    const backoff = failedStarts === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (failedStarts - 1))
    const delay = lived < STARTUP_GRACE_MS ? Math.max(500, backoff) : backoff
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

  /** Stops every worker (each finishes its requests), then exits with `code`; those too slow are killed. */
  const stopAll = (code: number) => {
    shuttingDown = true
    exitCode = code
    const workers = liveWorkers()
    if (workers.length === 0) process.exit(code)
    for (const worker of workers) worker.process.kill('SIGTERM')
    setTimeout(() => {
      log.error('workers did not close in time: killing them')
      for (const worker of liveWorkers()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, killAfterMs).unref()
  }

  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return
    log.info({ signal }, 'closing every worker')
    stopAll(0)
  }

  /** A worker could not start: every worker is stopped and the primary exits 1. */
  const giveUp = (message: string, details: Record<string, unknown>) => {
    log.fatal(details, message)
    log.info({ workers: liveWorkers().length }, 'stopping every worker: the store does not start')
    stopAll(1)
  }
  process.on('SIGTERM', shutDown)
  process.on('SIGINT', shutDown)
  process.on('SIGHUP', () => void rollingRestart())

  // METRICS_PORT with WORKERS > 1: this process serves every worker's metrics, summed (metrics-primary.ts).
  void serveClusterMetrics(config.metrics, log)
  for (let i = 0; i < count; i += 1) fork()
}
