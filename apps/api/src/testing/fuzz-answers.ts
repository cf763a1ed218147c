// What the API fuzz test demands of every answer (ARCHITECTURE §5): no 5xx, a 4xx is JSON { error, message }, no
// stack trace, file path or SQL in the body, no 2xx to a request made certainly invalid, nothing but an error from an
// identity endpoint the store does not route; and which catalogue rows a
// successful write changed, so the test can tell those changes from unwanted ones.

import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { apiPaths, IDENTITY_BASE_PATH } from '@bookstore/contract/api-paths'
import type { FuzzRequest } from './fuzz-requests'

/** Text that only a leaked error carries: stack frames, server paths, SQL and database messages. */
export const LEAK_MARKERS = [
  '    at ',
  'node_modules',
  process.cwd(),
  'SELECT ',
  'INSERT ',
  'UPDATE "',
  'DELETE FROM',
  'syntax error',
  'relation "',
  'column "',
  'invalid input syntax',
  'violates',
  'duplicate key',
  'ZodError',
  'TypeError',
  'ReferenceError',
]

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
}

/** What the checks read of an answer: app.inject's, or one read from a socket (fuzz.pg.test.ts's burst). */
export type FuzzAnswer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'rawPayload' | 'body'>

/** The body as the client reads it: decompressed per its Content-Encoding (throws when it is not). */
function decodedBody(res: FuzzAnswer): string {
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
  const decode = DECODERS[encoding]
  if (!decode || res.rawPayload.length === 0) return res.body
  return decode(res.rawPayload).toString('utf8')
}

/** The body for a failure message: decompressed when it can be. */
export function answerText(res: FuzzAnswer): string {
  try {
    return decodedBody(res)
  } catch {
    return res.body
  }
}

/** What is wrong with `res` as an answer to `req` (nothing: an empty list). */
export function fuzzAnswerProblems(req: FuzzRequest, res: FuzzAnswer): string[] {
  const problems: string[] = []
  const status = res.statusCode
  let body: string
  try {
    body = decodedBody(res)
  } catch {
    return [`a body that is not ${String(res.headers['content-encoding'])}`]
  }
  if (status >= 500) problems.push(`answered ${status}`)
  if (status >= 400) {
    const type = String(res.headers['content-type'] ?? '')
    if (!type.startsWith('application/json'))
      problems.push(`an error as ${type || 'no content type'}, not JSON`)
    // A HEAD answer has no body to check.
    if (req.method !== 'HEAD' && !isErrorBody(body))
      problems.push('an error body that is not {error, message}')
  }
  for (const marker of LEAK_MARKERS) {
    if (body.includes(marker)) problems.push(`the body holds ${JSON.stringify(marker)}`)
  }
  // (A respelling outside /api, '/API/IDENTITY/…', is a page of the web app: its index.html.)
  if (req.route.unrouted && req.url.startsWith(`${IDENTITY_BASE_PATH}/`) && status < 400) {
    problems.push(`an identity endpoint off the allow-list answered ${status}`)
  }
  if (req.mustFail && status >= 200 && status < 300) {
    problems.push(`accepted a write that is certainly invalid (${req.breaks.join(', ')})`)
  }
  return problems
}

function isErrorBody(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body)
    if (!value || typeof value !== 'object') return false
    const { error, message } = value as Record<string, unknown>
    return typeof error === 'string' && typeof message === 'string' && error !== '' && message !== ''
  } catch {
    return false
  }
}

/** Catalogue rows successful writes touched: their before and after may differ. */
export interface CatalogueWrites {
  books: Set<string>
  quotes: Set<string>
  /** Deleted books: the quotes that named them now name none. */
  deletedBooks: Set<string>
}

/** The last path segment of a URL, as the route read it (app.inject reads a backslash as a slash, as URL does). */
const lastSegment = (url: string): string => {
  const segments = (url.split(/[?#]/, 1)[0] ?? '').split(/[/\\]/).filter(Boolean)
  return decodeURIComponent(segments.at(-1) ?? '').toLowerCase()
}

/** Records what a 2xx answer to a catalogue write changed. */
export function trackCatalogueWrite(
  req: FuzzRequest,
  res: LightMyRequestResponse,
  writes: CatalogueWrites,
): void {
  if (res.statusCode < 200 || res.statusCode >= 300) return
  if (req.route.writes !== 'catalogue' || req.method !== req.route.method) return
  const route = req.route.route
  // The answer may be compressed (the request may have accepted gzip or brotli).
  const answer = <T>() => JSON.parse(decodedBody(res)) as T
  if (route === apiPaths.orders.route || route === apiPaths.cancelOrder.route) {
    // Stock of every book bought, or put back by a cancellation.
    for (const line of answer<{ productIds: Array<{ _id: string | null }> }>().productIds) {
      if (line._id) writes.books.add(line._id)
    }
  } else if (route === apiPaths.createBook.route || route === apiPaths.editBook.route) {
    writes.books.add(answer<{ _id: string }>()._id)
  } else if (route === apiPaths.deleteBook.route) {
    writes.books.add(lastSegment(req.url))
    writes.deletedBooks.add(lastSegment(req.url))
  } else if (route === apiPaths.createQuote.route) {
    writes.quotes.add(answer<{ _id: string }>()._id)
  } else if (route === apiPaths.deleteQuote.route) {
    writes.quotes.add(lastSegment(req.url))
  } else {
    throw new Error(`the fuzz test does not know what ${req.route.method} ${route} writes`)
  }
}
