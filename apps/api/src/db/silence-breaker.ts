// A PostgreSQL server that stopped answering (a network dropping packets, a server frozen) is not refused: each
// statement would wait out its whole timeout, one after another behind each lane and pool slot. So once a statement
// or a connection times out for want of an answer, the pool fails every new request at once (503, the error handler's
// connection loss) and probes the server each second; the first answer closes the breaker again.

import pg from 'pg'

/** How often a silent server is asked again, and how long each probe may take. */
export const PROBE_EVERY_MS = 1_000
const PROBE_TIMEOUT_MS = 2_000

/** pg's own errors for a connection that got no answer in time: a statement's query_timeout, a connect's timeout. */
const SILENCE_MESSAGE = /^(Query read timeout|Connection terminated due to connection timeout)$/

export const isSilence = (error: unknown): boolean =>
  error instanceof Error && SILENCE_MESSAGE.test(error.message)

/** What a request meets while the breaker is open: a connection loss (ETIMEDOUT), not re-sent (db/client.ts). */
export class DatabaseSilentError extends Error {
  readonly code = 'ETIMEDOUT'
  constructor() {
    super('The database stopped answering: requests fail at once until it answers a probe again')
  }
}

/** pg's Connection keeps its socket as `stream`, pg-pool its idle clients as `_idle` (neither in @types/pg). */
type WithSocket = { connection?: { stream?: { destroy(): void } } }
type WithIdle = { _idle?: Array<{ client: WithSocket }> }

/** Closes a client's socket: its statements fail at once, and the pool drops it. */
export const closeSocket = (client: unknown): void => (client as WithSocket).connection?.stream?.destroy()

export function breakOnSilence(pool: pg.Pool, url: string): void {
  let open = false
  let stopped = false
  let probing: NodeJS.Timeout | undefined

  const probe = async (): Promise<boolean> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    })
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.query('SELECT 1')
      return true
    } catch {
      return false
    } finally {
      // A client that never connected ends at once; one whose socket went silent is closed rather than waited for.
      closeSocket(client)
      await client.end().catch(() => undefined)
    }
  }

  const scheduleProbe = () => {
    probing = setTimeout(() => {
      void probe().then((answered) => {
        if (stopped) return
        if (answered) {
          open = false
          process.emitWarning('PostgreSQL answers again')
        } else scheduleProbe()
      })
    }, PROBE_EVERY_MS)
    probing.unref()
  }

  const trip = (error: unknown) => {
    if (open || stopped || !isSilence(error)) return
    open = true
    process.emitWarning('PostgreSQL stopped answering: requests answer 503 until it answers again')
    // Idle connections went silent too: closed, they leave the pool instead of holding the next requests.
    for (const { client } of (pool as unknown as WithIdle)._idle ?? []) closeSocket(client)
    scheduleProbe()
  }

  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  pool.query = ((...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'function')) return query(...args)
    if (open) return Promise.reject(new DatabaseSilentError())
    const sent = query(...args) as Promise<unknown>
    sent.catch(trip)
    return sent
  }) as typeof pool.query

  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args)
    if (open) return Promise.reject(new DatabaseSilentError())
    const connected = connect() as Promise<pg.PoolClient>
    connected.then((client) => {
      // Statements of a checked-out client (transactions) trip it too.
      const send = client.query.bind(client) as (...a: unknown[]) => unknown
      client.query = ((...a: unknown[]) => {
        const sent = send(...a)
        if (sent instanceof Promise) sent.catch(trip)
        return sent
      }) as typeof client.query
    }, trip)
    return connected
  }) as typeof pool.connect

  const end = pool.end.bind(pool)
  pool.end = (() => {
    stopped = true
    clearTimeout(probing)
    return end()
  }) as typeof pool.end
}
