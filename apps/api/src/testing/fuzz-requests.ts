// The API fuzz test's request generator: from a seeded Rng, one malformed (or now and then valid) request to one of
// FUZZ_ROUTES, with odd methods, credentials, headers, paths, queries and bodies. A request to a route that writes
// is made certainly invalid unless it drew its route's free share, and then it must not answer 2xx.

import { fuzzBody, type GeneratedBody } from './fuzz-bodies'
import type { FuzzContext } from './fuzz-fields'
import { oddString, type Rng } from './fuzz-random'
import { FUZZ_ROUTES, type FuzzRoute } from './fuzz-routes'
import { noiseQuery, oddSegment, percentEncode, realSpelling, respell } from './fuzz-urls'

export type CredentialKind =
  'none' | 'shopper' | 'admin' | 'expired' | 'forged' | 'shopper+forged' | 'stale-cookie'

export interface FuzzCredentials {
  /** The Cookie header of the shopper the API routes are fuzzed as. */
  shopperCookie: string
  /** The Cookie header of another shopper, for better-auth's routes (sign-out and revoke end her session). */
  identityCookie: string
  adminToken: string
  /** A second admin token, for the logout route. */
  spareAdminToken: string
  /** Signed with the store's key, past its exp. */
  expiredToken: string
  /** Authorization header values that carry no valid admin token. */
  forgedAuthorizations: string[]
  /** The store's origin (PUBLIC_URL). */
  origin: string
}

export interface FuzzRequest {
  index: number
  route: FuzzRoute
  method: string
  url: string
  headers: Record<string, string>
  payload: string | Buffer | undefined
  remoteAddress: string
  credential: CredentialKind
  /** Made certainly invalid for a route that writes: a 2xx answer is a failure. */
  mustFail: boolean
  /** What was broken, for failure messages. */
  breaks: string[]
}

const METHODS_ANYONE = [
  'OPTIONS',
  'PATCH',
  'TRACE',
  'PROPFIND',
  'SEARCH',
  'LOCK',
  'MKCOL',
  'COPY',
  'GET',
  'HEAD',
]
/** Write methods are only switched to without a credential that could authorize a write. */
const METHODS_UNAUTHENTICATED = [...METHODS_ANYONE, 'POST', 'PUT', 'DELETE']

const ORIGINS = (store: string) =>
  [
    [16, store],
    [2, 'https://evil.example'],
    [1, 'null'],
    [1, undefined],
  ] as const

function credentialHeaders(
  rng: Rng,
  kind: CredentialKind,
  route: FuzzRoute,
  creds: FuzzCredentials,
): Record<string, string> {
  const headers: Record<string, string> = {}
  const cookie = route.identity ? creds.identityCookie : creds.shopperCookie
  const origin = rng.weighted<string | undefined>(ORIGINS(creds.origin))
  if (origin !== undefined && kind !== 'none') headers.origin = origin
  if (kind === 'shopper' || kind === 'shopper+forged') headers.cookie = cookie
  if (kind === 'stale-cookie') {
    headers.cookie = `bookstore.session_token=${rng.pick(['forged.signature', '', 'x'.repeat(5_000), '%00'])}`
  }
  if (kind === 'admin')
    headers.authorization = `Bearer ${route.spareAdmin ? creds.spareAdminToken : creds.adminToken}`
  if (kind === 'expired') headers.authorization = `Bearer ${creds.expiredToken}`
  if (kind === 'forged' || kind === 'shopper+forged')
    headers.authorization = rng.pick(creds.forgedAuthorizations)
  return headers
}

const NOISE_HEADERS: ReadonlyArray<(rng: Rng) => [string, string]> = [
  (rng) => ['accept-encoding', rng.pick(['gzip', 'br', 'deflate', 'gzip, br;q=0', '*', 'identity;q=0', 'x'])],
  (rng) => ['if-none-match', rng.pick(['*', '"0"', 'W/"1"', '"x", "y"', 'garbage', '"'.repeat(1_000)])],
  (rng) => ['if-modified-since', rng.pick(['Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday', ''])],
  (rng) => [
    'range',
    rng.pick(['bytes=0-10', 'bytes=999999999-', 'bytes=-1', 'bytes=5-1', 'bytes=abc', 'pages=1']),
  ],
  (rng) => ['if-range', rng.pick(['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT'])],
  (rng) => ['accept', rng.pick(['text/html', '*/*', 'application/xml', '', 'x/y;q=abc'])],
  (rng) => ['x-forwarded-for', rng.pick(['1.2.3.4', 'garbage', '::1, 127.0.0.1', ''])],
  (rng) => ['x-forwarded-host', rng.pick(['evil.example', ''])],
  (rng) => ['host', rng.pick(['evil.example', 'localhost:3000', '[::1]', 'x'.repeat(300)])],
  (rng) => ['user-agent', rng.pick(['', 'x'.repeat(10_000)])],
  (rng) => ['sec-fetch-site', rng.pick(['cross-site', 'same-origin', 'none'])],
  (rng) => ['referer', rng.pick(['https://evil.example/', 'not a url'])],
  (rng) => ['accept-language', rng.pick(['*', 'x'.repeat(2_000), 'en;q=abc'])],
  () => ['x-bookstore-client-ip', '6.6.6.6'],
  (rng) => [
    'cookie',
    `${oddString(rng)
      .replace(/[^\x21-\x7e]|[;=,]/g, '')
      .slice(0, 100)}=1`,
  ],
]

function noiseHeaders(rng: Rng, headers: Record<string, string>): void {
  const count = rng.weighted<number>([
    [6, 0],
    [3, 1],
    [1, 3],
  ])
  for (let i = 0; i < count; i += 1) {
    const [name, value] = rng.pick(NOISE_HEADERS)(rng)
    // Junk cookies go beside the session cookie, not instead of it.
    headers[name] = name === 'cookie' && headers.cookie ? `${headers.cookie}; ${value}` : value
  }
}

/** The route's path with each parameter filled: a real value, an odd one, or (to break) an odd one for sure. */
function fillPath(rng: Rng, route: FuzzRoute, ctx: FuzzContext, breakParam: boolean): string {
  return route.route.replace(/:([A-Za-z]+)|\*$/g, (match, name: string | undefined) => {
    const real = route.params?.[name ?? '*']?.(ctx) ?? []
    if (breakParam || real.length === 0 || rng.chance(0.3)) return oddSegment(rng)
    const value = rng.pick(real)
    // The `*` tails are paths of their own: their slashes stay slashes.
    return match === '*' ? value : realSpelling(rng, percentEncode(value))
  })
}

function queryFor(rng: Rng, route: FuzzRoute, ctx: FuzzContext): string {
  if (route.query && rng.chance(0.6)) {
    const pairs = Object.entries(route.query)
      .filter(() => rng.chance(0.5))
      .map(([name, field]) => {
        const value = rng.chance(0.7) ? field.valid(ctx, rng) : field.invalid(rng)
        return `${name}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`
      })
    if (pairs.length > 0) return `?${pairs.join('&')}`
  }
  return rng.chance(0.2) ? noiseQuery(rng) : ''
}

const CREDENTIALS: ReadonlyArray<readonly [number, CredentialKind]> = [
  [5, 'none'],
  [5, 'shopper'],
  [7, 'admin'],
  [1, 'expired'],
  [2, 'forged'],
  [1, 'shopper+forged'],
  [1, 'stale-cookie'],
]

/** The `index`th request of a run, to one of `routes` (by default any). */
export function fuzzRequest(
  rng: Rng,
  index: number,
  ctx: FuzzContext,
  creds: FuzzCredentials,
  routes: readonly FuzzRoute[] = FUZZ_ROUTES,
): FuzzRequest {
  const route = rng.pick(routes)
  const credential = rng.weighted(CREDENTIALS)
  const mustFail = route.writes !== 'none' && !rng.chance(route.freeShare)
  const breakable = [...(route.params ? ['param'] : []), ...(Array.isArray(route.body) ? ['body'] : [])]
  if (mustFail && breakable.length === 0) throw new Error(`${route.method} ${route.route} cannot be broken`)
  const breakAt = mustFail ? rng.pick(breakable) : undefined
  const breaks: string[] = breakAt === 'param' ? ['path parameter'] : []

  let path = fillPath(rng, route, ctx, breakAt === 'param')
  if (rng.chance(0.08)) path = respell(rng, path)
  const url = path + queryFor(rng, route, ctx)

  const headers = credentialHeaders(rng, credential, route, creds)
  noiseHeaders(rng, headers)

  const body: GeneratedBody = fuzzBody(rng, route, ctx, breakAt === 'body')
  breaks.push(...body.breaks)
  if (body.contentType !== undefined) headers['content-type'] = body.contentType

  let method: string = route.method
  if (route.method === 'GET' && rng.chance(0.15)) method = 'HEAD'
  const authenticated = credential === 'admin' || credential === 'shopper' || credential === 'shopper+forged'
  const switched = rng.chance(0.05)
  if (switched) {
    method = rng.pick(authenticated ? METHODS_ANYONE : METHODS_UNAUTHENTICATED)
    breaks.push(`method ${method}`)
  }

  return {
    index,
    route,
    method,
    url,
    headers,
    payload: body.payload,
    remoteAddress: rng.chance(0.9)
      ? `10.${rng.int(254)}.${rng.int(256)}.${1 + rng.int(254)}`
      : `fd00::${rng.int(0xffff).toString(16)}`,
    credential,
    // Another method reaches another route (or none), which may well accept the request.
    mustFail: mustFail && !switched,
    breaks,
  }
}
