// How one serving process stops (issue 26, item 2). On SIGTERM/SIGINT its listening socket closes (a cluster worker's
// primary stops handing it connections; alone, new connections are refused), every answer from then on says
// `Connection: close`, and the requests in flight finish, up to SHUTDOWN_TIMEOUT_MS. Only then does the app close:
// the catalogue's queued misses, its version checks, the mail sender and Redis; and after them the database, so
// nothing uses it once it is closed.
//
// Fastify's own close() answers 503 to every request that reaches it while it closes (return503OnClosing), and it
// closed the database's users while requests still ran: the 503s around a stop and 'Cannot use a pool after calling
// end on the pool'. So app.close() runs here only once no request can arrive.

import diagnostics from 'node:diagnostics_channel'
import type { ServerResponse } from 'node:http'
import net from 'node:net'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify'
import { DomainError } from '@/plugins/errors'

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

/**
 * One request from its arrival until both its raw response has closed (its answer left, or its client went away) and
 * its own work is over (issue 37, item 1). A handler still working for a client that left is counted until it is
 * done: it may still use the database.
 */
interface Request {
  reply: FastifyReply
  /** The raw response emitted 'close'. */
  closed: boolean
  /** Its answer went through onSend, its handler returned, or it can go no further (its body will never come). */
  settled: boolean
}

/**
 * Fastify's handler channel: `end` when the handler has returned (`async` set when it returned a promise), `asyncEnd`
 * once that promise has settled and its answer was handed on, or not when its client is gone (a handler that sends
 * nothing itself then never reaches onSend). Listened to only for an app without plugins/handler-ends.ts: a
 * subscriber costs every request of the process (handler-ends.ts says how much).
 */
const handlerChannel = diagnostics.tracingChannel('fastify.request.handler')

/** What the handler channel publishes: the reply, and whether the handler returned a promise. */
interface HandlerStore {
  reply?: unknown
  async?: boolean
}

const isHandlerStore = (message: unknown): message is HandlerStore =>
  typeof message === 'object' && message !== null && 'reply' in message

/**
 * The requests of one app that have not finished, and whether the process is stopping. The count follows each raw
 * response to its end, whichever way it ends: answered, refused in a hook, its body aborted, its client gone before
 * the answer (while an asynchronous session check still ran, Fastify went on to wait for a body that would never
 * come, and such requests stayed counted for ever).
 *
 * Per request (issue 38 item 4: a cached read pays for little else): one entry in one Map keyed by the raw response,
 * one listener shared by every response for its 'close', and no closure.
 */
export class RequestsInFlight {
  private readonly running = new Map<ServerResponse, Request>()
  private idleWaiters: Array<() => void> = []
  private stoppingSince: number | undefined

  /** Adds the hooks that count the requests of `app` (before it is ready: they apply to every route). */
  constructor(app: FastifyInstance) {
    const running = this.running
    // One function for every response: `this` is the raw response that closed.
    const onClose = (response: ServerResponse) => {
      const entry = running.get(response)
      if (!entry) return
      entry.closed = true
      // An answer written whole (a hijacked reply's too) was the request's end.
      if (response.writableFinished || entry.reply.sent) entry.settled = true
      this.finishIfDone(entry, response)
    }
    function closed(this: ServerResponse) {
      onClose(this)
    }
    app.addHook('onRequest', (_request, reply, done) => {
      const response = reply.raw
      running.set(response, { reply, closed: false, settled: false })
      response.on('close', closed)
      if (this.stoppingSince !== undefined) reply.header('connection', 'close')
      done()
    })
    // After every onRequest hook (the session check): the body of a client that is gone can no longer be read (its
    // stream is destroyed, what it held dropped), and Fastify would wait for it without end; this error ends the
    // request through its usual path instead, and its handler does not start for nobody.
    app.addHook('preParsing', (request, reply, payload, done) => {
      if (request.raw.destroyed) {
        this.settle(reply)
        done(new DomainError('validation', 'The request was closed before its body arrived'))
        return
      }
      done(null, payload)
    })
    app.addHook('onSend', (_request, reply, payload, done) => {
      this.settle(reply)
      if (this.stoppingSince !== undefined) reply.header('connection', 'close')
      done(null, payload)
    })
    if (app.hasDecorator('handlerEnds')) {
      app.handlerEnds.listener = (reply) => this.settle(reply)
      return
    }
    const handlerReturned = (message: unknown) => {
      if (isHandlerStore(message) && !message.async) this.settleReplyOf(message)
    }
    const asyncHandlerDone = (message: unknown) => {
      if (isHandlerStore(message)) this.settleReplyOf(message)
    }
    handlerChannel.end.subscribe(handlerReturned)
    handlerChannel.asyncEnd.subscribe(asyncHandlerDone)
    app.addHook('onClose', (_app, done) => {
      handlerChannel.end.unsubscribe(handlerReturned)
      handlerChannel.asyncEnd.unsubscribe(asyncHandlerDone)
      done()
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
    for (const response of this.running.keys()) {
      if (!response.headersSent) response.setHeader('connection', 'close')
    }
  }

  /** Resolves when no request is in flight. */
  idle(): Promise<void> {
    if (this.running.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private settleReplyOf(store: HandlerStore): void {
    // The channel is the process's: another app's reply is in none of this one's entries.
    if (typeof store.reply === 'object' && store.reply !== null) this.settle(store.reply as FastifyReply)
  }

  private settle(reply: FastifyReply): void {
    const response = reply.raw
    const entry = this.running.get(response)
    if (!entry) return
    entry.settled = true
    this.finishIfDone(entry, response)
  }

  private finishIfDone(entry: Request, response: ServerResponse): void {
    if (!entry.closed || !entry.settled) return
    if (!this.running.delete(response)) return
    if (this.running.size > 0) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }
}

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
