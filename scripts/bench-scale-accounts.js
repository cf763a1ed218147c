// The accounts npm run bench:scale signs in (issue 15): the admin, and the shoppers the order runs need, as many as
// the contract's order limits ask for, each signing up from her own client address (10.1.x.y in X-Forwarded-For:
// the store starts with TRUST_PROXY=1, see bench-scale-routes.js).

import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { BENCH_ADMIN, BENCH_EMAIL_DOMAIN } from './bench-scale-db.js'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Shopper `i`'s own client address: 10.1.0.1, 10.1.0.2 … 10.1.0.250, 10.1.1.1 … (64,000 of them). */
export function shopperAddress(i) {
  if (!Number.isInteger(i) || i < 0 || i >= 64_000) throw new Error(`no shopper address for ${i}`)
  return `10.1.${Math.floor(i / 250)}.${1 + (i % 250)}`
}

/**
 * The contract's order limits (packages/contract/src/constants.ts; the store counts them in
 * apps/api/src/modules/orders/order-limits.ts), read from the file's text: this plain Node script cannot import
 * TypeScript. Refuses loudly when a constant is missing, rather than guess how many shoppers the runs need.
 */
export function orderLimits() {
  const file = new URL('../packages/contract/src/constants.ts', import.meta.url)
  const text = readFileSync(file, 'utf8')
  const read = (name) => {
    const match = new RegExp(`export const ${name}\\s*=\\s*([\\d_]+)\\b`).exec(text)
    if (!match)
      throw new Error(`bench:scale reads ${name} from ${file.pathname}, and it is not there (any more)`)
    return Number(match[1].replaceAll('_', ''))
  }
  return {
    perAccountPerHour: read('ORDERS_PER_ACCOUNT_PER_HOUR'),
    perClientPerHour: read('ORDERS_PER_CLIENT_PER_HOUR'),
  }
}

/**
 * How many shoppers one store start must sign up so that no account and no address passes its order limit over
 * every load of the order route (`orders` tried at most, refusals included: the store counts every order tried).
 * Both limits are an hour long, longer than all the runs of one store start together, and a store start begins with
 * fresh counters (its own memory, or its own REDIS_KEY_PREFIX). Each shopper orders from her own address, so the
 * tighter of the two limits binds her (30 an hour per account, under the 100 per address); orders are dealt to the
 * shoppers in turn, so none places more than ceil(orders / shoppers). Each is planned to use at most `headroom` of
 * her limit.
 */
export function shoppersFor(orders, limits, headroom = 0.8) {
  const perShopper = Math.floor(Math.min(limits.perAccountPerHour, limits.perClientPerHour) * headroom)
  if (perShopper < 1) throw new Error(`order limits too tight to plan for: ${JSON.stringify(limits)}`)
  return Math.max(1, Math.ceil(orders / perShopper))
}

/** The `name=value` pairs of a response's Set-Cookie headers as one Cookie header. */
const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

/** The admin's bearer token, through the spec's admin login. */
export async function adminToken(base, password) {
  const res = await fetch(`${base}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_ADMIN, password }),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`)
  return (await res.json()).token
}

/**
 * Shopper `i` signed up through the identity API (as the web app does) from her own address, with her session
 * cookie. A sign-up hashes her password in the store's password queue; a full queue's 503 is waited out (Retry-After)
 * and tried again, any other refusal stops the bench.
 */
async function signUpShopper(base, i) {
  const username = `bench${randomBytes(5).toString('hex')}`
  const email = `${username}@${BENCH_EMAIL_DOMAIN}`
  const address = shopperAddress(i)
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(`${base}/api/identity/sign-up/email`, {
      method: 'POST',
      // better-auth refuses a POST without the store's Origin.
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
      body: JSON.stringify({
        email,
        password: `pw-${randomBytes(9).toString('hex')}`,
        name: username,
        username,
      }),
    })
    if (res.status === 503 && attempt < 5) {
      await res.arrayBuffer()
      await sleep(1000 * Number(res.headers.get('retry-after') ?? 1))
      continue
    }
    if (!res.ok)
      throw new Error(`sign-up of shopper ${i} (${address}) failed: ${res.status} ${await res.text()}`)
    const { user } = await res.json()
    return { uid: user.id, email, name: username, cookie: cookieOf(res), address }
  }
}

/**
 * `count` shoppers, each signed up from her own address (one sign-up per address, far under the 30 a minute each
 * address may make), `batch` at a time: a sign-up hashes a password (50-100 ms of a core), a few in parallel keep
 * the store's password queue busy without filling its line.
 */
export async function signUpShoppers(base, count, batch = 4) {
  const shoppers = []
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start)
    shoppers.push(
      ...(await Promise.all(Array.from({ length: size }, (_, k) => signUpShopper(base, start + k)))),
    )
  }
  return shoppers
}
