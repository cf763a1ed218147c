// A stored answer (ARCHITECTURE §5 "Serialize once"): its JSON bytes, and its gzip and brotli forms made when a
// client first asks for one (a client takes one encoding; most ask for brotli), then kept. The catalogue's answers
// and the dashboard's figures of the second are stored ones.

import type { FastifyReply, FastifyRequest } from 'fastify'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

/** What a producer of a stored answer gives: the body, and the headers that go with it. */
export interface Answer<Body> {
  body: Body
  headers?: Record<string, string>
}

export type Encoding = 'br' | 'gzip' | 'identity'
type Compressed = Exclude<Encoding, 'identity'>

/**
 * Answers smaller than this are sent as they are, whatever the client accepts: below a packet's worth, compressing
 * costs more CPU (both ends) than the few bytes it saves on the wire. The same threshold as @fastify/compress.
 */
export const COMPRESS_FROM_BYTES = 1024

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
 * Qualities that cost well under a millisecond for a page of 24 books (16 KB of JSON: brotli 4 0.43 ms to 4.6 KB,
 * 5 took 0.67 ms for 5% less; gzip 6 0.33 ms); the bytes are within a few percent of the best.
 */
const GZIP_OPTIONS = { level: 6 }
const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
})

/**
 * Answers up to this size are compressed on the event loop, larger ones on libuv's thread pool. Handing a small
 * buffer to the pool costs more than compressing it: a 12 KB page of 24 books took 0.73 ms of CPU in brotli on the
 * pool and 0.2 ms in place (gzip 0.37 and 0.1), and under load the store's one core is what runs out first. 64 KB
 * holds the loop about a millisecond at most; brotli 11 once held it 53 ms (issue 13), hence the qualities above.
 */
export const COMPRESS_IN_PLACE_UP_TO = 64 * 1024

const compressors: Record<Compressed, (json: Buffer) => Promise<Buffer>> = {
  gzip: async (json) =>
    json.length <= COMPRESS_IN_PLACE_UP_TO ? gzipSync(json, GZIP_OPTIONS) : gzipAsync(json, GZIP_OPTIONS),
  br: async (json) =>
    json.length <= COMPRESS_IN_PLACE_UP_TO
      ? brotliCompressSync(json, brotliOptions(json.length))
      : brotliAsync(json, brotliOptions(json.length)),
}

/** The bytes a client is sent, and the encoding they are in (identity for a small answer, whatever was asked). */
export interface Encoded {
  encoding: Encoding
  bytes: Buffer
}

export class StoredBody {
  /** The compressed forms made so far; only these bytes exist (storedSize). */
  private readonly made: Partial<Record<Compressed, Buffer>> = {}
  /** One compression per encoding: clients asking while it runs wait for the same one. */
  private readonly making = new Map<Compressed, Promise<Buffer>>()

  /**
   * @param grew told the size of each compressed form when it is made, so that whoever keeps this answer counts its
   * bytes as they come (the catalogue cache's byte bound).
   */
  constructor(
    private label: string,
    /** Headers that belong to the answer (a list's X-Total-Count and Link), sent with every encoding. */
    readonly headers: Record<string, string>,
    readonly identity: Buffer,
    private readonly grew: (bytes: number) => void = () => undefined,
  ) {}

  /** The version it is current under (its ETag). */
  get etag(): string {
    return this.label
  }

  /** Still current under a later version (an edit of books it does not hold, catalogue-answers.ts): its new ETag. */
  relabel(etag: string): void {
    this.label = etag
  }

  /** Whether its JSON holds `text` (a book's id). */
  holds(text: string): boolean {
    return this.identity.includes(text)
  }

  /** The answer in the encoding asked, compressed on the first ask; a small one is always sent as it is. */
  async encoded(asked: Encoding): Promise<Encoded> {
    if (asked === 'identity' || this.identity.length < COMPRESS_FROM_BYTES) {
      return { encoding: 'identity', bytes: this.identity }
    }
    return { encoding: asked, bytes: await this.compressed(asked) }
  }

  /** Bytes held now: the JSON and whichever compressed forms have been made. */
  get size(): number {
    return this.identity.length + (this.made.gzip?.length ?? 0) + (this.made.br?.length ?? 0)
  }

  private compressed(encoding: Compressed): Promise<Buffer> {
    const pending = this.making.get(encoding)
    if (pending) return pending
    const making = compressors[encoding](this.identity).then(
      (bytes) => {
        // Kept and counted in the same step: whoever reads `size` before sees none of it, after sees all of it.
        this.made[encoding] = bytes
        this.grew(bytes.length)
        return bytes
      },
      (error: unknown) => {
        // Not kept: the next client asks again.
        this.making.delete(encoding)
        throw error
      },
    )
    this.making.set(encoding, making)
    return making
  }
}

/** An answer's JSON bytes, made at once; its compressed forms wait until a client asks (StoredBody.encoded). */
export function storeAnswer(
  { body, headers = {} }: Answer<unknown>,
  etag: string,
  grew?: (bytes: number) => void,
): StoredBody {
  return new StoredBody(etag, headers, Buffer.from(JSON.stringify(body)), grew)
}

/** The bytes an answer holds now (its compressed forms once made). */
export const storedSize = (body: StoredBody): number => body.size

/**
 * Sends `stored` as JSON in the encoding the request accepts (Vary: Accept-Encoding), with its headers: the bytes
 * made once serve every request that shares them (@fastify/compress leaves an answer with Content-Encoding alone).
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredBody,
): Promise<FastifyReply> {
  const { encoding, bytes } = await stored.encoded(negotiateEncoding(request.headers['accept-encoding']))
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
  return reply
    .headers(stored.headers)
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8')
    .send(bytes)
}
