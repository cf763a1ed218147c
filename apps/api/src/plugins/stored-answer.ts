// A stored catalogue answer (ARCHITECTURE §5 "Serialize once"): its JSON, gzip and brotli bytes, encoded off the
// event loop, and which of them a client gets.

import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export interface StoredBody {
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

export type Encoding = 'br' | 'gzip' | 'identity'

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
export async function encodeAnswer(
  { body, headers = {} }: Answer<unknown>,
  etag: string,
): Promise<StoredBody> {
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

export const storedSize = (body: StoredBody): number =>
  body.identity.length + body.gzip.length + body.br.length
