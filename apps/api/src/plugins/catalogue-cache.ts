// Catalogue reads served from stored bytes (ARCHITECTURE §5 "Serialize once"): each answer is kept as JSON plus
// its gzip and brotli forms, keyed by request, under a catalogue version that every book or quote write bumps.
// The ETag is that version, so a matching If-None-Match is answered 304 without touching the database.

import { randomBytes } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

interface StoredBody {
  etag: string
  identity: Buffer
  gzip: Buffer
  br: Buffer
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

function encode(value: unknown, etag: string): StoredBody {
  const identity = Buffer.from(JSON.stringify(value))
  return {
    etag,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  }
}

export class CatalogueCache {
  // The boot id keeps ETags from one process life from matching another's (the version restarts at 0).
  private readonly bootId = randomBytes(6).toString('hex')
  private version = 0
  private readonly entries = new Map<string, Promise<StoredBody>>()

  constructor(private readonly maxEntries = 1000) {}

  get etag(): string {
    return `W/"${this.bootId}-${this.version}"`
  }

  /** Every write to books, authors or quotes calls this: all stored answers are dropped. */
  bump(): void {
    this.version += 1
    this.entries.clear()
  }

  /** The stored answer for `key`, produced once per version; failures (a 404 …) are not kept. */
  load(key: string, produce: () => Promise<unknown>): Promise<StoredBody> {
    const hit = this.entries.get(key)
    if (hit) return hit
    const etag = this.etag
    const pending = produce().then((value) => encode(value, etag))
    // Keys come from validated queries, but their combinations are many: keep the map bounded.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, pending)
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key)
    })
    return pending
  }

  /** Answers a catalogue read: 304 on a current ETag, else the stored bytes in the best accepted encoding. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding')
    if (request.headers['if-none-match'] === this.etag) {
      return reply.header('ETag', this.etag).code(304).send()
    }
    const body = await this.load(key, produce)
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
    return reply.header('ETag', body.etag).type('application/json; charset=utf-8').send(body[encoding])
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogue', new CatalogueCache())
  },
  { name: 'catalogue-cache' },
)
