// How one serving process stops (issue 26, item 2). On SIGTERM/SIGINT its listening socket closes (a cluster worker's
// primary stops handing it connections; alone, new connections are refused), every answer from then on says
// `Connection: close`, and the requests in flight finish, up to SHUTDOWN_TIMEOUT_MS. Only then does the app close:
// the catalogue's queued misses, its version checks, the mail sender and Redis; and after them the database, so
// nothing uses it once it is closed.
//
// Fastify's own close() answers 503 to every request that reaches it while it closes (return503OnClosing), and it
// closed the database's users while requests still ran: the 503s around a stop and 'Cannot use a pool after calling
// end on the pool'. So app.close() runs here only once no request can arrive.

import net from 'node:net'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify'

/** SHUTDOWN_TIMEOUT_MS unless set: how long requests in flight may take to finish. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000
/** What closing the app may take once its requests are done (the mail sender's batch in flight: 10 s at most). */
export const CLOSE_AFTER_REQUESTS_MS = 15_000

/**
 * Keep-alive connections idle when the stop begins are left open this long: a client that sends its next request on
 * one gets its answer, with `Connection: close`, rather than a connection closed under the request it was writing.
 * Those still idle after it are closed (a client that has not used its connection for this long is not about to).
 */
export const IDLE_CONNECTION_GRACE_MS = 1_000
/** How often connections that became idle are closed, after the grace. */
const IDLE_SWEEP_EVERY_MS = 100

/** One request from its arrival until its handler has answered and its answer has left (or its client is gone). */
interface Request {
  reply: FastifyReply
  /** Its answer went through onSend: the handler is done. */
  answered: boolean
}

/** The requests of one app that have not finished, and whether the process is stopping. */
export class RequestsInFlight {
  private readonly running = new Set<Request>()
  private idleWaiters: Array<() => void> = []
  private stoppingSince: number | undefined

  /** Adds the hooks that count the requests of `app` (before it is ready: they apply to every route). */
  constructor(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      const entry: Request = { reply, answered: false }
      this.running.add(entry)
      // The socket closes: the answer has left, or its client went away. A handler still working for a client that
      // left is counted until it answers (it may still use the database).
      reply.raw.once('close', () => {
        if (reply.raw.writableFinished || entry.answered || reply.sent) this.finish(entry)
      })
      requestEntries.set(reply, entry)
      if (this.stopping) reply.header('connection', 'close')
      done()
    })
    app.addHook('onSend', (_request, reply, payload, done) => {
      const entry = requestEntries.get(reply)
      if (entry) {
        entry.answered = true
        if (reply.raw.destroyed) this.finish(entry)
      }
      if (this.stopping) reply.header('connection', 'close')
      done(null, payload)
    })
  }

  get stopping(): boolean {
    return this.stoppingSince !== undefined
  }

  get count(): number {
    return this.running.size
  }

  /** From now on every answer closes its connection; those whose headers are not written yet included. */
  beginStop(): void {
    this.stoppingSince ??= Date.now()
    for (const { reply } of this.running) {
      if (!reply.raw.headersSent) reply.raw.setHeader('connection', 'close')
    }
  }

  /** Resolves when no request is in flight. */
  idle(): Promise<void> {
    if (this.running.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private finish(entry: Request): void {
    if (!this.running.delete(entry)) return
    if (this.running.size > 0) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }
}

const requestEntries = new WeakMap<FastifyReply, Request>()

export interface GracefulStopOptions {
  /** How long requests in flight may take (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number
  /** Closes the database: called last. */
  closeDatabase: () => Promise<void>
  log: FastifyBaseLogger
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Stops accepting connections without closing the idle keep-alive ones at once (http.Server.close would), resolving
 * when every connection has closed.
 */
function closeListener(app: FastifyInstance): Promise<void> {
  return new Promise((resolve) => {
    // net.Server's close: the socket stops listening; the connections are closed below, each at its time.
    net.Server.prototype.close.call(app.server, () => resolve())
  })
}

/** Closes the connections that are idle, after the grace, until every connection is closed. */
async function closeIdleConnections(app: FastifyInstance, closed: Promise<void>): Promise<void> {
  let done = false
  void closed.then(() => (done = true))
  await Promise.race([closed, sleep(IDLE_CONNECTION_GRACE_MS)])
  while (!done) {
    app.server.closeIdleConnections()
    await Promise.race([closed, sleep(IDLE_SWEEP_EVERY_MS)])
  }
}

/**
 * Stops `app` gracefully: no new connection, the requests in flight finish (up to `timeoutMs`; then their
 * connections are closed), then the app's background work, then the database.
 */
export async function stopGracefully(
  app: FastifyInstance,
  requests: RequestsInFlight,
  { timeoutMs, closeDatabase, log }: GracefulStopOptions,
): Promise<void> {
  requests.beginStop()
  const connectionsClosed = closeListener(app)
  log.info({ requests: requests.count }, 'stopping: no new connections; finishing the requests in flight')
  const drained = Promise.all([connectionsClosed, requests.idle()]).then(() => true)
  const sweeping = closeIdleConnections(app, connectionsClosed)
  let timer: NodeJS.Timeout | undefined
  const inTime = await Promise.race([
    drained,
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ])
  clearTimeout(timer)
  if (!inTime) {
    log.warn(
      { requests: requests.count, timeoutMs },
      'stopping: requests still running after SHUTDOWN_TIMEOUT_MS; closing their connections',
    )
    app.server.closeAllConnections()
  }
  await sweeping
  // Misses still queued for clients that left are refused, those being produced finish.
  if (app.hasDecorator('catalogue')) await app.catalogue.close()
  // The onClose hooks: version checks, the mail sender (its batch in flight), Redis. The listener is closed already,
  // so Fastify's 503 for requests that arrive while it closes can answer none.
  await app.close()
  await closeDatabase()
  log.info('stopped')
}
