// Fuzz test (security hardening): a seeded run of a few thousand malformed requests over every route, with and
// without credentials. Every answer: no 5xx, every 4xx a JSON { error, message }, no stack trace or SQL; afterwards
// the server still answers and the catalogue changed only where a valid write said it did (ARCHITECTURE §5).
// A failure names the seed: FUZZ_SEED=<seed> replays the run (FUZZ_REQUESTS sets its length).
// A burst over real sockets then sends malformed requests to the shopper's routes (issue 37, item 1), a third read,
// a third with their body cut short, a third closed 0–5 ms after they were written, and finds none still counted in
// flight (process/graceful-stop.ts) afterwards.

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync } from 'node:zlib'
import { SignJWT } from 'jose'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, IDENTITY_BASE_PATH, identityPaths } from '@bookstore/contract/api-paths'
import {
  adminToken,
  insertAuthor,
  insertBook,
  insertQuote,
  placeOrder,
  signUpBuyer,
  TEST_ADMIN,
} from './testing/factories'
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, useTestApp } from './testing/test-app'
import {
  answerText,
  fuzzAnswerProblems,
  trackCatalogueWrite,
  type CatalogueWrites,
  type FuzzAnswer,
} from './testing/fuzz-answers'
import type { FuzzContext } from './testing/fuzz-fields'
import { fuzzSeed, Rng } from './testing/fuzz-random'
import { fuzzRequest, type FuzzCredentials, type FuzzRequest } from './testing/fuzz-requests'
import { FUZZ_ROUTES, routeKey } from './testing/fuzz-routes'
import type { FuzzRoute } from './testing/fuzz-route'
import { registeredRoutes } from './testing/registered-routes'
import { RequestsInFlight } from './process/graceful-stop'

const SEED = fuzzSeed()
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000)
/** The run stops early past this, so that `npm test` stays within its minute on a slow machine. */
const TIME_BUDGET_MS = 30_000
/** An answer slower than this is a failure of its own (and would hold the run up). */
const ANSWER_TIMEOUT_MS = 5_000

const ASSET = 'document.title = "Bookstore"'

/** Counts the requests in flight, as a serving process does. */
let requests: RequestsInFlight | undefined
const t = useTestApp({
  webBuild: {
    'index.html': '<!doctype html><title>Bookstore</title><div id="root"></div>',
    'assets/index-fuzz.js': ASSET,
    'assets/index-fuzz.js.br': brotliCompressSync(ASSET),
  },
  beforeReady: (app) => (requests = new RequestsInFlight(app)),
})
let ctx: FuzzContext
let creds: FuzzCredentials
const writes: CatalogueWrites = { books: new Set(), quotes: new Set(), deletedBooks: new Set() }

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A token with an admin's claims, signed by `key` with `alg`, issued at `iat` for an hour. */
function signAdminClaims(adminId: string, alg: string, iat: number, key: string): Promise<string> {
  const claims = { sub: adminId, role: 'admin', username: TEST_ADMIN.username, jti: `fuzz-${iat}`, gen: 0 }
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(new TextEncoder().encode(key))
}

const storeSigned = (adminId: string, alg: string, iat: number) =>
  signAdminClaims(adminId, alg, iat, TEST_AUTH_SECRET)

/** Authorization headers that carry no valid admin token: another key, another algorithm, none, tampered, junk. */
async function forgedAuthorizations(token: string, adminId: string): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000)
  const claims = { sub: adminId, role: 'admin', username: TEST_ADMIN.username, iat: now, exp: now + 3600 }
  const wrongKey = await signAdminClaims(adminId, 'HS256', now, 'not-the-store-secret-not-the-store-secret')
  const hs512 = await storeSigned(adminId, 'HS512', now)
  const [header, , signature] = token.split('.')
  const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`
  const tampered = `${header}.${base64url({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`
  return [
    `Bearer ${wrongKey}`,
    `Bearer ${hs512}`,
    `Bearer ${none}`,
    `Bearer ${tampered}`,
    `Bearer ${token}x`,
    `Bearer ${token} ${token}`,
    'Bearer not-a-token',
    'Bearer a.b.c',
    'Bearer ',
    `Bearer ${'x'.repeat(10_000)}`,
    'Basic cm9vdDpjb3JyZWN0IGhvcnNl',
    token,
  ]
}

beforeAll(async () => {
  await t.files.put([
    { name: 'fuzz-cover.webp', bytes: Buffer.from('RIFF0000WEBP'), contentType: 'image/webp' },
  ])

  const token = await adminToken(t)
  const spareToken = await adminToken(t, { username: 'spare', password: 'spare horse battery staple' })
  const adminId = String(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub)
  const expired = await storeSigned(adminId, 'HS256', Math.floor(Date.now() / 1000) - 2 * 3600)
  const shopper = await signUpBuyer(t.app, 'fuzzshopper')
  const other = await signUpBuyer(t.app, 'fuzzother')

  const authorIds = [await insertAuthor(t.db), await insertAuthor(t.db), await insertAuthor(t.db)]
  const bookIds: string[] = []
  for (let i = 0; i < 12; i += 1) {
    bookIds.push(await insertBook(t.db, { newPrice: 15.5, stock: 50, authorIds: authorIds.slice(0, i % 3) }))
  }
  const quoteIds = [
    await insertQuote(t.db, null),
    await insertQuote(t.db, bookIds[0] ?? null),
    await insertQuote(t.db, bookIds[1] ?? null),
  ]
  const orderIds = [await placeOrder(t.app, shopper, [bookIds[2] ?? ''], 15.5)]

  ctx = {
    bookIds,
    authorIds,
    quoteIds,
    orderIds,
    shopper: { uid: shopper.uid, email: shopper.email, username: 'fuzzshopper' },
    other: { uid: other.uid, email: other.email, username: 'fuzzother' },
    adminUsername: TEST_ADMIN.username,
    coverName: 'fuzz-cover.webp',
    assetName: 'index-fuzz.js',
  }
  creds = {
    shopperCookie: shopper.cookie,
    identityCookie: other.cookie,
    adminToken: token,
    spareAdminToken: spareToken,
    expiredToken: expired,
    forgedAuthorizations: await forgedAuthorizations(token, adminId),
    origin: TEST_PUBLIC_URL,
  }
})

interface Catalogue {
  books: CatalogueEntry[]
  quotes: CatalogueEntry[]
  authors: CatalogueEntry[]
}
type CatalogueEntry = { _id: string; bookId?: string | null }
/** The catalogue before the run. */
let before: Catalogue

const catalogue = async (): Promise<Catalogue> => {
  const [books, quotes, authors] = await Promise.all(
    [apiPaths.books.href(), apiPaths.quotes.href(), apiPaths.authors.href()].map(async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      return res.json<CatalogueEntry[]>()
    }),
  )
  return { books: books ?? [], quotes: quotes ?? [], authors: authors ?? [] }
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text

function describeRequest(req: FuzzRequest): string {
  const body =
    req.payload === undefined
      ? 'no body'
      : `body ${JSON.stringify(clip(req.payload.toString('utf8'), 160))} (${Buffer.byteLength(req.payload)} bytes)`
  const type =
    req.headers['content-type'] === undefined ? '' : ` content-type ${req.headers['content-type']};`
  const breaks = req.breaks.length > 0 ? ` breaks: ${req.breaks.join(', ')};` : ''
  return `#${req.index} ${req.method} ${clip(req.url, 200)} [${req.credential}]${type}${breaks} ${body}`
}

async function send(req: FuzzRequest): Promise<LightMyRequestResponse | string> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${ANSWER_TIMEOUT_MS} ms`), ANSWER_TIMEOUT_MS)
  })
  const answer = t.app
    .inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      payload: req.payload,
      remoteAddress: req.remoteAddress,
    })
    .catch((error: unknown) => `inject threw ${error instanceof Error ? error.message : String(error)}`)
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** The failures grouped by route, at most five each, with the seed that replays them. */
function failureReport(failures: readonly string[], sent: number): string {
  const byRoute = new Map<string, string[]>()
  for (const line of failures) {
    const [route = '', detail = ''] = line.split('\t')
    byRoute.set(route, [...(byRoute.get(route) ?? []), detail])
  }
  const groups = [...byRoute].map(
    ([route, lines]) =>
      `${route}: ${lines.length} failing\n${lines
        .slice(0, 5)
        .map((l) => `  ${l}`)
        .join('\n')}`,
  )
  return `fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED}): ${failures.length} of ${sent} answers failed\n${groups.join('\n')}`
}

describe(`API fuzz (seed ${SEED})`, () => {
  it('fuzzes every route the app registered and every API path of the contract', () => {
    const fuzzed = new Set(FUZZ_ROUTES.map((r) => routeKey(r.method, r.route)))
    // A GET route answers HEAD too, and the fuzz sends HEAD to GET routes.
    const missing = registeredRoutes(t.app.printRoutes())
      .map((key) => key.replace(/^HEAD /, 'GET '))
      .filter((key) => !fuzzed.has(key))
    expect(missing, 'add these routes to apps/api/src/testing/fuzz-routes.ts').toEqual([])
    const paths = new Set(FUZZ_ROUTES.map((r) => r.route))
    const contract = [...Object.values(apiPaths).map((p) => p.route), ...Object.values(identityPaths)]
    const unfuzzed = contract.filter((route) => !paths.has(route))
    expect(unfuzzed, 'add these paths to apps/api/src/testing/fuzz-routes.ts').toEqual([])
    // better-auth's endpoints the store does not route are fuzzed too, through a route of their own.
    expect(paths.has(`${IDENTITY_BASE_PATH}/*`)).toBe(true)
  })

  it('answers every malformed request with a 4xx JSON error (or a success), never a 5xx or a leak', async () => {
    // eslint-disable-next-line no-console -- the seed is what replays a failing run
    console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`)
    before = await catalogue()
    const rng = new Rng(SEED)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    const started = Date.now()
    let sent = 0
    for (; sent < REQUESTS && Date.now() - started < TIME_BUDGET_MS; sent += 1) {
      const req = fuzzRequest(rng, sent, ctx, creds)
      const res = await send(req)
      const problems = typeof res === 'string' ? [res] : fuzzAnswerProblems(req, res)
      if (typeof res !== 'string') {
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        trackCatalogueWrite(req, res, writes)
      }
      if (problems.length > 0) {
        const answer = typeof res === 'string' ? '' : ` → ${res.statusCode} ${clip(answerText(res), 300)}`
        failures.push(
          `${routeKey(req.route.method, req.route.route)}\t${describeRequest(req)}${answer}: ${problems.join('; ')}`,
        )
      }
    }
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`)
    // eslint-disable-next-line no-console -- how much of the run fitted in its time budget
    console.log(`fuzz seed ${SEED}: ${sent} requests in ${Date.now() - started} ms: ${histogram.join(' ')}`)

    if (failures.length > 0) expect.fail(failureReport(failures, sent))
  }, 120_000)

  it('still answers afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.health.href() })
    expect(res.statusCode, `fuzz seed ${SEED}: ${res.body}`).toBe(200)
  })

  it('leaves the catalogue as it was, but for what valid writes changed', async () => {
    expect(before, 'the fuzz run takes the snapshot to compare with').toBeDefined()
    const after = await catalogue()
    // Quotes of a deleted book lose their bookId.
    const quotesChanged = new Set([
      ...writes.quotes,
      ...before.quotes.filter((q) => q.bookId && writes.deletedBooks.has(q.bookId)).map((q) => q._id),
    ])
    const unchanged = (snapshot: Catalogue) => ({
      books: snapshot.books.filter((b) => !writes.books.has(b._id)),
      quotes: snapshot.quotes.filter((q) => !quotesChanged.has(q._id)),
      authors: snapshot.authors,
    })
    expect(unchanged(after), `fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`).toEqual(unchanged(before))
  })
})

/** The burst's routes: a shopper's account, wishlist and details, an order's tracking link and its page. */
const BURST_KEYS = new Set(
  [
    ['GET', apiPaths.trackOrder.route],
    ['GET', apiPaths.account.route],
    ['POST', apiPaths.deleteAccount.route],
    ['GET', apiPaths.accountData.route],
    ['PUT', apiPaths.wishlistBook.route],
    ['DELETE', apiPaths.wishlistBook.route],
    ['POST', apiPaths.wishlistMerge.route],
    ['PUT', apiPaths.editRealUser.route],
  ].map(([method = '', route = '']) => routeKey(method, route)),
)
const trackApi = FUZZ_ROUTES.find((r) => r.route === apiPaths.trackOrder.route)
const BURST_ROUTES: FuzzRoute[] = [
  ...FUZZ_ROUTES.filter((r) => BURST_KEYS.has(routeKey(r.method, r.route))),
  // The tracking page the mailed link opens (the web app's, served by the SPA).
  {
    method: 'GET',
    route: '/track/*',
    params: { '*': trackApi?.params?.token ?? (() => []) },
    writes: 'none',
    freeShare: 1,
  },
]
const BURST_REQUESTS = 270

/** How a burst request's connection ends: its answer read, its body cut short, or closed before the answer. */
type Ending = 'read' | 'body cut' | 'gone'

/**
 * `req` on a connection of its own to `port`. 'read' resolves with the answer; the others close the socket
 * `closeAfterMs` after writing (with 'body cut', a Content-Length that the body never reaches) and resolve undefined.
 * A request Node will not write (an odd character in its path or a header) resolves 'unsendable'.
 */
function sendOnSocket(
  port: number,
  req: FuzzRequest,
  ending: Ending,
  closeAfterMs: number,
): Promise<FuzzAnswer | string | undefined> {
  return new Promise((resolve) => {
    const payload = req.payload === undefined ? Buffer.alloc(0) : Buffer.from(req.payload)
    const headers: Record<string, string> = { ...req.headers }
    if (ending === 'body cut') headers['content-length'] = String(payload.length + 100)
    else if (payload.length > 0) headers['content-length'] = String(payload.length)
    let sent: http.ClientRequest
    try {
      sent = http.request({
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers,
        agent: false,
      })
    } catch {
      resolve('unsendable')
      return
    }
    const timer = setTimeout(() => {
      sent.destroy()
      resolve(`no answer within ${ANSWER_TIMEOUT_MS} ms`)
    }, ANSWER_TIMEOUT_MS)
    sent.on('error', () => {
      clearTimeout(timer)
      resolve(ending === 'read' ? 'the connection failed' : undefined)
    })
    sent.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        clearTimeout(timer)
        const rawPayload = Buffer.concat(chunks)
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          rawPayload,
          body: rawPayload.toString('utf8'),
        })
      })
    })
    if (ending === 'read') {
      sent.end(payload)
      return
    }
    if (ending === 'body cut') sent.write(payload)
    else sent.end(payload)
    setTimeout(() => {
      clearTimeout(timer)
      sent.destroy()
      resolve(undefined)
    }, closeAfterMs)
  })
}

describe(`API fuzz on sockets, connections closed early (seed ${SEED})`, () => {
  it('answers every request read with a 4xx JSON error (or a success), and counts none in flight after', async () => {
    const inFlight = requests
    if (!inFlight) throw new Error('no RequestsInFlight')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.app.server.address() as AddressInfo).port
    const rng = new Rng(SEED + 1)
    const failures: string[] = []
    const endings = new Map<string, number>()
    const started = Date.now()
    for (let batch = 0; batch < BURST_REQUESTS; batch += 9) {
      await Promise.all(
        Array.from({ length: 9 }, async (_, i) => {
          const n = batch + i
          const req = fuzzRequest(rng, n, ctx, creds, BURST_ROUTES)
          // Half the signed-out ones are signed in: the session check is what a closing connection raced.
          if (req.credential === 'none' && req.method === req.route.method && rng.chance(0.5)) {
            req.headers.cookie = creds.shopperCookie
            req.headers.origin = creds.origin
          }
          const ending: Ending = n % 3 === 0 ? 'read' : n % 3 === 1 ? 'body cut' : 'gone'
          const res = await sendOnSocket(port, req, ending, n % 6)
          const seen = typeof res === 'object' ? String(res.statusCode) : (res ?? ending)
          endings.set(seen, (endings.get(seen) ?? 0) + 1)
          const problems = typeof res === 'object' ? fuzzAnswerProblems(req, res) : []
          // A head past Node's limit is answered 431 and its connection closed, maybe while it is still written.
          const headSize =
            req.url.length +
            Object.entries(req.headers).reduce((sum, [k, v]) => sum + k.length + v.length + 4, 0)
          const refusedHead = res === 'the connection failed' && headSize > http.maxHeaderSize
          if (ending === 'read' && typeof res === 'string' && res !== 'unsendable' && !refusedHead) {
            problems.push(res)
          }
          if (problems.length > 0) {
            const answer = typeof res === 'object' ? ` → ${res.statusCode} ${clip(answerText(res), 300)}` : ''
            failures.push(
              `${routeKey(req.route.method, req.route.route)}\t${describeRequest(req)}${answer}: ${problems.join('; ')}`,
            )
          }
        }),
      )
    }
    // A request written just before its socket closed may reach the app a moment later.
    for (let i = 0; i < 60 && (inFlight.count > 0 || i < 4); i += 1)
      await new Promise((r) => setTimeout(r, 50))
    // eslint-disable-next-line no-console -- what the burst met
    console.log(
      `fuzz seed ${SEED}: burst of ${BURST_REQUESTS} on sockets in ${Date.now() - started} ms: ` +
        `${JSON.stringify([...endings])}; ${inFlight.count} in flight after`,
    )
    if (failures.length > 0) expect.fail(failureReport(failures, BURST_REQUESTS))
    expect(inFlight.count, `fuzz seed ${SEED}: requests still counted in flight`).toBe(0)
    const health = await t.app.inject({ method: 'GET', url: apiPaths.health.href() })
    expect(health.statusCode).toBe(200)
  }, 60_000)
})
