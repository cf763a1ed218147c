// Catalogue reads served from stored bytes (ARCHITECTURE §5 "Serialize once"): each answer is kept as JSON plus
// its gzip and brotli forms, keyed by request, under a catalogue version that every book or quote write bumps.
// The ETag is that version, so a matching If-None-Match is answered 304 without touching the database. A write
// route declares `config: { changesCatalogue: true }` and this plugin bumps the version when it succeeds.

import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { WorkQueue } from './password-work'

interface StoredBody {
  etag: string
  /** Headers that belong to the answer (a list's X-Total-Count and Link), sent with every encoding. */
  headers: Record<string, string>
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

/** What a producer of a stored answer gives: the body, and the headers that go with it. */
export interface Answer<Body> {
  body: Body
  headers?: Record<string, string>
}

type Encoding = 'br' | 'gzip' | 'identity'

/** Picks the best encoding the client accepts (q-values honoured; '*' allows any). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  const accepted = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return 'identity'
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * JSON plus its gzip and brotli forms. Compression runs on libuv's thread pool, never on the event loop, and at
 * qualities that cost a millisecond or two per 30 KB (brotli 11 cost 53 ms: a burst of distinct queries stalled
 * every other request, issue 13); the bytes are within a few percent of the best.
 */
async function encode({ body, headers = {} }: Answer<unknown>, etag: string): Promise<StoredBody> {
  const identity = Buffer.from(JSON.stringify(body))
  const [gzipped, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ])
  return { etag, headers, identity, gzip: gzipped, br }
}

const size = (body: StoredBody): number => body.identity.length + body.gzip.length + body.br.length

/**
 * Answers produced at once; the rest wait their turn (each is a database query, and JSON to write), each after a turn
 * of the event loop. The embedded database (PGlite) runs its queries on the main thread, back to back while they are
 * queued: 40 distinct list queries at once held every other request for up to 200 ms. Taken a few at a time, with a
 * turn between them, they let other requests in.
 */
const MISSES_AT_ONCE = 2

const afterATurn =
  <T>(produce: () => Promise<T>) =>
  async (): Promise<T> => {
    await new Promise((resolve) => setImmediate(resolve))
    return produce()
  }

export interface CacheBounds {
  /** Answers kept at most (each distinct query is one). */
  maxEntries: number
  /** Bytes kept at most, all three encodings counted. */
  maxBytes: number
}

export const DEFAULT_CACHE_BOUNDS: CacheBounds = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 }

interface Entry {
  body: Promise<StoredBody>
  /** Known once the body is encoded; 0 until then. */
  bytes: number
}

export class CatalogueCache {
  // The boot id keeps ETags from one process life from matching another's (the version restarts at 0).
  private readonly bootId = randomBytes(6).toString('hex')
  private version = 0
  /** In least-recently-used order: a hit moves its key to the end, eviction takes from the front. */
  private readonly entries = new Map<string, Entry>()
  private storedBytes = 0
  private readonly misses = new WorkQueue(MISSES_AT_ONCE, Infinity)

  constructor(private readonly bounds: CacheBounds = DEFAULT_CACHE_BOUNDS) {}

  get etag(): string {
    return `W/"${this.bootId}-${this.version}"`
  }

  /** What is kept now: answers and their bytes. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.storedBytes }
  }

  /** A successful write to books, authors, quotes or stock calls this (see the plugin): all stored answers go. */
  bump(): void {
    this.version += 1
    this.entries.clear()
    this.storedBytes = 0
  }

  /** The stored answer for `key`, produced once per version; failures (a 404 …) are not kept. */
  load(key: string, produce: () => Promise<Answer<unknown>>): Promise<StoredBody> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.body
    }
    const etag = this.etag
    const entry: Entry = {
      body: this.misses.run(undefined, afterATurn(produce)).then((value) => encode(value, etag)),
      bytes: 0,
    }
    this.entries.set(key, entry)
    this.evict()
    entry.body.then(
      (body) => {
        // Dropped meanwhile (a bump, or evicted): it is the caller's answer only.
        if (this.entries.get(key) !== entry) return
        entry.bytes = size(body)
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
   * Answers a catalogue read: 304 on a current ETag, else the stored bytes in the best accepted encoding. `produce`
   * must return what the route's response schema describes (checked when compiling); the bytes are sent as they are,
   * so the schema's serializer never runs, neither on a hit nor on a miss.
   */
  async send<Reply extends FastifyReply>(
    request: FastifyRequest,
    reply: Reply,
    key: string,
    produce: () => Promise<NonNullable<Parameters<Reply['send']>[0]>>,
  ): Promise<FastifyReply> {
    return this.sendAnswer(request, reply, key, async () => ({ body: await produce() }))
  }

  /** As send, for an answer that comes with headers of its own (a page of a list: X-Total-Count, Link). */
  async sendAnswer<Reply extends FastifyReply>(
    request: FastifyRequest,
    reply: Reply,
    key: string,
    produce: () => Promise<Answer<NonNullable<Parameters<Reply['send']>[0]>>>,
  ): Promise<FastifyReply> {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding')
    if (request.headers['if-none-match'] === this.etag) {
      return reply.header('ETag', this.etag).code(304).send()
    }
    const stored = await this.load(key, produce)
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
    return reply
      .headers(stored.headers)
      .header('ETag', stored.etag)
      .type('application/json; charset=utf-8')
      .send(stored[encoding])
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache
  }
  interface FastifyContextConfig {
    /** The route writes what catalogue reads show (books, authors, quotes, stock): a 2xx answer bumps the cache. */
    changesCatalogue?: boolean
  }
}

const asList = <T>(hooks: T | T[] | undefined): T[] => {
  if (hooks === undefined) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}

export default fp(
  async (app: FastifyInstance) => {
    const cache = new CatalogueCache()
    app.decorate('catalogue', cache)

    // The bump runs in onSend: after the handler and the answer's serialization, before its first byte is written,
    // as the handlers did by hand. No client can read a write's answer and then be served a stored answer from before
    // the write. onResponse would run only once the answer has left, so the client's next read could get in first.
    // A 4xx wrote nothing (services write in one transaction or throw). Nor is a 5xx a reason to bump: most are a lost
    // database, and dropping the stored answers then would turn reads that still work into 503s.
    const bumpOnSuccess: onSendHookHandler = (_request, reply, payload, done) => {
      if (reply.statusCode >= 200 && reply.statusCode < 300) cache.bump()
      done(null, payload)
    }
    // Attached to the routes that declare the option only, when each is registered: other answers pay nothing.
    app.addHook('onRoute', (route) => {
      if (route.config?.changesCatalogue) route.onSend = [...asList(route.onSend), bumpOnSuccess]
    })
  },
  { name: 'catalogue-cache' },
)
