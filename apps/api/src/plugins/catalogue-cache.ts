// Catalogue reads served from stored bytes (ARCHITECTURE §5 "Serialize once"): each answer is kept as JSON plus
// the gzip and brotli forms clients have asked for (stored-answer.ts), keyed by request, under the catalogue version
// the database keeps (catalogue-version.ts). The ETag is that version, the same on every process, so a matching
// If-None-Match is answered 304 without touching the database. A write route declares
// `config: { changesCatalogue: true }`, and this plugin reads the version again before its answer leaves; every
// process also reads it every 250 ms and drops its stored answers when it moved.

import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import {
  CatalogueVersion,
  CHECK_EVERY_MS,
  etagOf,
  readCatalogueState,
  type ReadCatalogueState,
} from './catalogue-version'
import { DomainError } from './errors'
import {
  MISS_LANES_EMBEDDED,
  MISS_LANES_SERVER,
  MissBudget,
  missQueues,
  type MissLane,
  type MissLanes,
} from './miss-budget'
import { BUSY_RETRY_AFTER_SECONDS, type WorkQueue } from './password-work'
import { MemoryCounterStore } from './rate-limits'
import { sharedCounterStore } from './redis-counter-store'
import { negotiateEncoding, storeAnswer, storedSize, type Answer, type StoredBody } from './stored-answer'

/**
 * Book pages and shelves produced at once (miss-budget.ts: the pages lane); the rest wait their turn (each is a
 * database query, and JSON to write), each after a turn of the event loop. The embedded database (PGlite) runs its queries on the main thread, back to back while they are
 * queued: 40 distinct list queries at once held every other request for up to 200 ms. Taken a few at a time, with a
 * turn between them, they let other requests in.
 */
export const MISSES_AT_ONCE_EMBEDDED = MISS_LANES_EMBEDDED.pages.atOnce
/**
 * On a PostgreSQL server queries run in its processes, not on this event loop: more misses at once keep the pool
 * busy (bench:scale: with 2, uncached book pages at 50 connections left 45% of the CPU idle, p95 143 ms).
 */
export const MISSES_AT_ONCE_SERVER = MISS_LANES_SERVER.pages.atOnce

const afterATurn =
  <T>(produce: () => Promise<T>) =>
  async (): Promise<T> => {
    await new Promise((resolve) => setImmediate(resolve))
    return produce()
  }

export interface CacheBounds {
  /** Answers kept at most (each distinct query is one). */
  maxEntries: number
  /** Bytes kept at most, every encoding made counted. */
  maxBytes: number
}

export const DEFAULT_CACHE_BOUNDS: CacheBounds = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 }

interface Entry {
  body: Promise<StoredBody>
  /** Counted in storedBytes: the JSON once the body is kept, then each compressed form as it is made; 0 until kept. */
  bytes: number
  kept: boolean
}

export interface CatalogueCacheOptions {
  bounds?: CacheBounds
  /** Distinct book pages and shelves produced at once (the pages lane's; MISSES_AT_ONCE_EMBEDDED by default). */
  missesAtOnce?: number
  /** The lanes' bounds (MISS_LANES_EMBEDDED by default; missesAtOnce overrides the pages lane's atOnce). */
  lanes?: MissLanes
  /** Each client IP's misses; none counted without one. */
  budget?: MissBudget
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>
}

export class CatalogueCache {
  /**
   * Every stored answer was produced under the current version: one produced while the version moved is not kept
   * (load), and a move drops them all. In least-recently-used order: a hit moves its key to the end, eviction takes
   * from the front.
   */
  private readonly entries = new Map<string, Entry>()
  private storedBytes = 0
  private readonly misses: Record<MissLane, WorkQueue>
  private readonly budget: MissBudget | undefined
  private readonly bounds: CacheBounds
  readonly version: CatalogueVersion

  constructor(
    readState: ReadCatalogueState,
    {
      bounds = DEFAULT_CACHE_BOUNDS,
      lanes = MISS_LANES_EMBEDDED,
      missesAtOnce = lanes.pages.atOnce,
      budget,
      log,
    }: CatalogueCacheOptions,
  ) {
    this.bounds = bounds
    this.misses = missQueues({ ...lanes, pages: { ...lanes.pages, atOnce: missesAtOnce } })
    this.budget = budget
    this.version = new CatalogueVersion(readState, () => this.clear(), log)
  }

  /** The ETag of the version last read; undefined before the first read (no If-None-Match matches then). */
  get etag(): string | undefined {
    const state = this.version.current
    return state && etagOf(state)
  }

  /**
   * The version of what catalogue writes change, without the stock period: the label of data only those writes move
   * (a search's typed words, read from the titles' vocabulary). Undefined before the first read.
   */
  get contentVersion(): string | undefined {
    const state = this.version.current
    return state && `${state.epoch}:${state.version}`
  }

  /** Misses producing and waiting in each lane. */
  get lanes(): Record<MissLane, { running: number; waiting: number }> {
    return { pages: this.misses.pages.load, searches: this.misses.searches.load }
  }

  /** What is kept now: answers and their bytes. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.storedBytes }
  }

  /**
   * This process changed the catalogue outside a route that declares changesCatalogue: every stored answer goes, and
   * the version is read again before the next answer is produced.
   */
  bump(): void {
    this.version.forget()
  }

  /** Reads the version now (the database's row); stored answers go when it moved. Throws when the read fails. */
  async check(): Promise<void> {
    await this.version.refresh()
  }

  private clear(): void {
    this.entries.clear()
    this.storedBytes = 0
  }

  /**
   * The stored answer for `key`, produced once per version; failures (a 404 …) are not kept. The answer is labelled
   * with the version read before it was produced, so its data are at least that new; it is kept only if that is
   * still the version when it is ready (a write that landed meanwhile moved it: the answer is the caller's alone).
   * A miss waits in `lane`; when its line is full it fails with 503 `unavailable` (and is not kept).
   */
  load(key: string, produce: () => Promise<Answer<unknown>>, lane: MissLane = 'pages'): Promise<StoredBody> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.body
    }
    const produced = this.misses[lane].run(
      undefined,
      afterATurn(async () => {
        const label = this.version.current ?? (await this.version.refresh())
        return { label, answer: await produce() }
      }),
    )
    // A compressed form made later grows a kept entry, so the byte bound can evict (its bytes made before the entry
    // was kept are in storedSize then). Not counted once the entry is gone: its bytes go with the last request.
    const grew = (bytes: number) => {
      if (!entry.kept || this.entries.get(key) !== entry) return
      entry.bytes += bytes
      this.storedBytes += bytes
      this.evict()
    }
    const entry: Entry = {
      body: produced.then(({ label, answer }) => storeAnswer(answer, etagOf(label), grew)),
      bytes: 0,
      kept: false,
    }
    this.entries.set(key, entry)
    this.evict()
    entry.body.then(
      (body) => {
        // Dropped meanwhile (the version moved, or evicted), or produced under an older version: not kept.
        if (this.entries.get(key) !== entry) return
        if (body.etag !== this.etag) {
          this.entries.delete(key)
          return
        }
        entry.bytes = storedSize(body)
        entry.kept = true
        this.storedBytes += entry.bytes
        this.evict()
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      },
    )
    return entry.body
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.bounds.maxEntries && this.storedBytes <= this.bounds.maxBytes) return
      this.entries.delete(key)
      this.storedBytes -= entry.bytes
    }
  }

  /**
   * Answers a catalogue read: 304 on a current ETag, else the stored bytes in the best accepted encoding (made on its
   * first ask; a small answer goes uncompressed, without Content-Encoding). `produce`
   * must return what the route's response schema describes (checked when compiling); the bytes are sent as they are,
   * so the schema's serializer never runs, neither on a hit nor on a miss.
   */
  async send<Reply extends FastifyReply>(
    request: FastifyRequest,
    reply: Reply,
    key: string,
    produce: () => Promise<NonNullable<Parameters<Reply['send']>[0]>>,
    lane: MissLane = 'pages',
  ): Promise<FastifyReply> {
    return this.sendAnswer(request, reply, key, async () => ({ body: await produce() }), lane)
  }

  /** As send, for an answer that comes with headers of its own (a page of a list: X-Total-Count, Link). */
  async sendAnswer<Reply extends FastifyReply>(
    request: FastifyRequest,
    reply: Reply,
    key: string,
    produce: () => Promise<Answer<NonNullable<Parameters<Reply['send']>[0]>>>,
    lane: MissLane = 'pages',
  ): Promise<FastifyReply> {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding')
    const etag = this.etag
    if (etag !== undefined && request.headers['if-none-match'] === etag) {
      return reply.header('ETag', etag).code(304).send()
    }
    // A miss (neither kept nor being produced) is counted against the client's budget: 429 past it.
    if (this.budget && !this.entries.has(key)) await this.budget.take(request, reply, lane)
    const stored = await this.load(key, produce, lane).catch((error: unknown) => {
      // A full lane: every request that shared the miss is told when to come back.
      if (error instanceof DomainError && error.status === 503)
        reply.header('retry-after', BUSY_RETRY_AFTER_SECONDS)
      throw error
    })
    const { encoding, bytes } = await stored.encoded(negotiateEncoding(request.headers['accept-encoding']))
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
    return reply
      .headers(stored.headers)
      .header('ETag', stored.etag)
      .type('application/json; charset=utf-8')
      .send(bytes)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache
  }
  interface FastifyContextConfig {
    /** The route writes what catalogue reads show (books, authors, quotes, stock): a 2xx answer reads the version. */
    changesCatalogue?: boolean
  }
}

const asList = <T>(hooks: T | T[] | undefined): T[] => {
  if (hooks === undefined) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}

export interface CataloguePluginOptions {
  /** How often the version is read; CHECK_EVERY_MS by default. */
  checkEveryMs?: number
  /** Which database answers: the embedded one runs queries on this thread, so fewer misses go at once. */
  databaseKind?: 'pglite' | 'postgres'
  /** false: no per-IP budget of misses (a test of something else). */
  missBudget?: false
}

export default fp(
  async (app: FastifyInstance, opts: CataloguePluginOptions) => {
    // The budgets count in Redis when REDIS_URL is set (every process together), else in this process.
    const redis = app.hasDecorator('redis') ? app.redis : undefined
    const cache = new CatalogueCache(readCatalogueState(app.db), {
      log: app.log,
      lanes: opts.databaseKind === 'postgres' ? MISS_LANES_SERVER : MISS_LANES_EMBEDDED,
      budget:
        opts.missBudget === false
          ? undefined
          : new MissBudget(redis ? sharedCounterStore(redis, app.log) : new MemoryCounterStore()),
    })
    app.decorate('catalogue', cache)

    // The first read before the first request, then one every checkEveryMs; none after close (the database goes).
    app.addHook('onReady', async () => {
      await cache.check().catch((error: unknown) => {
        app.log.warn(
          { err: error },
          'Catalogue version unread at start: each answer reads it until a check works',
        )
      })
      cache.version.start(opts.checkEveryMs ?? CHECK_EVERY_MS)
    })
    app.addHook('onClose', () => cache.version.stop())

    // The write's own process reads the version in onSend: after the handler (its transaction committed) and the
    // answer's serialization, before its first byte is written. No client can read a write's answer and then be
    // served a stored answer from before the write by this process; other processes see it at their next check.
    // onResponse would run only once the answer has left, so the client's next read could get in first.
    // A 4xx wrote nothing (services write in one transaction or throw). Nor is a 5xx a reason to read: most are a
    // lost database, and dropping the stored answers then would turn reads that still work into 503s.
    const checkOnSuccess: onSendAsyncHookHandler = async (request, reply, payload) => {
      if (reply.statusCode < 200 || reply.statusCode >= 300) return payload
      try {
        await cache.check()
      } catch (error) {
        // The write is done and its answer must leave; what is stored is stale, and the version unknown.
        request.log.warn({ err: error }, 'Catalogue version unread after a write: stored answers dropped')
        cache.bump()
      }
      return payload
    }
    // Attached to the routes that declare the option only, when each is registered: other answers pay nothing.
    app.addHook('onRoute', (route) => {
      if (route.config?.changesCatalogue) route.onSend = [...asList(route.onSend), checkOnSuccess]
    })
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
)
