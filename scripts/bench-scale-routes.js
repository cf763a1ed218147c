// What npm run bench:scale measures on a running store, route by route (autocannon request lists), with the
// issue's target for each (issue 15: p95 in ms), and the sign-ins the admin and order runs need.
//
// The store counts what each client address may do (order placement, sign-up, catalogue misses: see bench-scale.js),
// so the bench sends what a proxy in front of it would: the store starts with TRUST_PROXY=1 and each request names
// its client in X-Forwarded-For. Every shopper has her own address (10.1.x.y) for her sign-up and her orders; the
// uncached read routes come from visitors drawn among 64,000 addresses (10.200.x.y), as many people browsing do.
// The cached read routes and the admin's keep the bench's own address (127.0.0.1): a hit counts against nothing, and
// their requests stay prebuilt (no per-request setup costing the load generator CPU).

import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { BENCH_ADMIN, BENCH_EMAIL_DOMAIN } from './bench-scale-db.js'

const pick = (list) => list[Math.floor(Math.random() * list.length)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Shopper `i`'s own client address: 10.1.0.1, 10.1.0.2 … 10.1.0.250, 10.1.1.1 … (64,000 of them). */
export function shopperAddress(i) {
  if (!Number.isInteger(i) || i < 0 || i >= 64_000) throw new Error(`no shopper address for ${i}`)
  return `10.1.${Math.floor(i / 250)}.${1 + (i % 250)}`
}

/** A visitor browsing the catalogue: one of 64,000 addresses (10.200.0.1 … 10.200.255.250). */
const visitorAddress = () =>
  `10.200.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`

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

/** An order of 1 to 3 distinct books of `books` by `shopper`, its total what the store will charge. */
function orderBody(shopper, books) {
  const lines = new Map()
  const wanted = 1 + Math.floor(Math.random() * 3)
  while (lines.size < wanted) {
    const book = pick(books)
    lines.set(book.id, book)
  }
  const cents = [...lines.values()].reduce((sum, book) => sum + book.priceCents, 0)
  return JSON.stringify({
    userUid: shopper.uid,
    name: shopper.name,
    email: shopper.email,
    phone: '+1 555 0100',
    address: {
      street: '1 Bench Road',
      city: 'Portland',
      country: 'United States',
      state: 'Oregon',
      zipcode: '97201',
    },
    productIds: [...lines.keys()],
    totalPrice: cents / 100,
  })
}

const get = (path) => [{ method: 'GET', path }]

/** The words of a title, lowercased, letters only. */
const wordsOf = (title) => title.toLowerCase().match(/\p{L}+/gu) ?? []
/** A word as a hurried typist writes it: one inner letter dropped, doubled, or swapped with the next. */
const typo = (word) => {
  if (word.length < 5) return word
  const at = 1 + Math.floor(Math.random() * (word.length - 3))
  const kind = Math.floor(Math.random() * 3)
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1)
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at)
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
}
const longWord = (titles) => {
  for (let i = 0; i < 20; i += 1) {
    const word = pick(wordsOf(pick(titles)))
    if (word && word.length >= 5) return word
  }
  return 'stranger'
}
/** A read whose path varies (mostly cache misses), each request from a visitor's address. */
const varied = (setPath) => [
  {
    method: 'GET',
    setupRequest: (req) => ({
      ...req,
      path: setPath(),
      headers: { ...req.headers, 'x-forwarded-for': visitorAddress() },
    }),
  },
]

/**
 * The runs, in order: reads first, order placement last (every order changes stock, which bumps the catalogue
 * version and empties the catalogue cache of every process). `target` is the p95 bound in ms, if any. A
 * route may have `sent()`: what it sent so far, for the report.
 */
export function scaleRoutes({
  base,
  bookIds,
  customerNames,
  fantasyBooks,
  orderBooks,
  titles,
  token,
  shoppers,
}) {
  const q = (text) => encodeURIComponent(text)
  const deepFrom = Math.min(10_000, Math.max(0, fantasyBooks - 2_000))
  const deepSpan = Math.max(1, fantasyBooks - 24 - deepFrom)
  return [
    {
      name: 'category first page',
      detail: '?category=fantasy&limit=24',
      target: 30,
      requests: get('/api/books/?category=fantasy&limit=24'),
    },
    {
      name: 'deep page',
      detail: `fantasy, limit 24, random offset ${deepFrom}+ (uncached)`,
      target: null,
      requests: varied(
        () =>
          `/api/books/?category=fantasy&limit=24&offset=${deepFrom + Math.floor(Math.random() * deepSpan)}`,
      ),
    },
    {
      name: 'book page',
      detail: `${bookIds.length} random ids (mostly cache misses)`,
      target: 10,
      requests: varied(() => `/api/books/${pick(bookIds)}`),
    },
    {
      name: 'book page, one id',
      detail: 'the same book (cached)',
      target: 10,
      requests: get(`/api/books/${bookIds[0]}`),
    },
    { name: 'GET /api/books/', detail: 'plain: the first page', target: null, requests: get('/api/books/') },
    {
      name: 'search',
      detail: `two words of one of ${titles.length} titles (uncached)`,
      target: 30,
      requests: varied(() => `/api/books/?q=${q(wordsOf(pick(titles)).slice(0, 2).join(' '))}&limit=24`),
    },
    {
      name: 'search, typo',
      detail: 'one title word with a letter dropped, doubled or swapped',
      target: 30,
      requests: varied(() => `/api/books/?q=${q(typo(longWord(titles)))}&limit=24`),
    },
    {
      name: 'search + filters',
      detail: 'a title word, fantasy, $5-20, in stock, price-asc',
      target: 30,
      requests: varied(
        () =>
          `/api/books/?q=${q(longWord(titles))}&category=fantasy&minPrice=5&maxPrice=20&inStock=true&sort=price-asc&limit=24`,
      ),
    },
    {
      name: 'suggest',
      detail: 'the first 2-6 letters of a title word',
      target: 15,
      requests: varied(
        () => `/api/books/suggest?q=${q(longWord(titles).slice(0, 2 + Math.floor(Math.random() * 5)))}`,
      ),
    },
    {
      name: 'suggest, typo',
      detail: 'a whole title word with a letter dropped, doubled or swapped',
      target: 15,
      requests: varied(() => `/api/books/suggest?q=${q(typo(longWord(titles)))}`),
    },
    {
      name: 'also bought',
      detail: `GET /api/books/{id}/also-bought, ${bookIds.length} random ids`,
      target: 15,
      requests: varied(() => `/api/books/${pick(bookIds)}/also-bought`),
    },
    {
      name: 'shelf, bestselling',
      detail: '?category=fantasy&sort=bestselling&limit=24',
      target: 30,
      requests: get('/api/books/?category=fantasy&sort=bestselling&limit=24'),
    },
    {
      name: 'sitemap index',
      detail: 'GET /sitemap.xml: pages.xml and one file per 50,000 books (book_counts)',
      target: null,
      requests: get('/sitemap.xml'),
    },
    {
      name: 'sitemap books page',
      detail: 'GET /sitemaps/books-1.xml: up to 50,000 books streamed (2 at once per process, then 503)',
      target: null,
      requests: varied(() => '/sitemaps/books-1.xml'),
    },
    {
      name: 'admin statistics',
      detail: 'GET /api/admin, bearer token',
      target: 50,
      requests: [{ method: 'GET', path: '/api/admin', headers: { authorization: `Bearer ${token}` } }],
    },
    {
      name: 'admin overview',
      detail: 'GET /api/admin/overview: today, month, best sellers, latest orders, stock alerts',
      target: 50,
      requests: [
        { method: 'GET', path: '/api/admin/overview', headers: { authorization: `Bearer ${token}` } },
      ],
    },
    {
      name: 'admin orders',
      detail: 'GET /api/admin/orders?limit=25: the newest page, its total',
      target: 50,
      requests: [
        { method: 'GET', path: '/api/admin/orders?limit=25', headers: { authorization: `Bearer ${token}` } },
      ],
    },
    {
      name: 'admin orders, search',
      detail: `a customer's surname (${customerNames.length} picked) among all orders, newest 25`,
      target: 50,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/admin/orders?limit=25&q=${q(pick(customerNames).split(' ').at(-1) ?? '')}`,
            // The run's Accept-Encoding kept, as the other admin routes send it.
            headers: { ...req.headers, authorization: `Bearer ${token}` },
          }),
        },
      ],
    },
    orderPlacement({ base, orderBooks, shoppers }),
  ]
}

/**
 * POST /api/orders/ by `shoppers` in turn (round-robin over every load of the run, so each places the same number
 * of orders, give or take one), each from her own address.
 */
function orderPlacement({ base, orderBooks, shoppers }) {
  let sent = 0
  return {
    name: 'order placement',
    detail: `POST /api/orders/, 1-3 of ${orderBooks.length} books, ${shoppers.length} shoppers, one address each`,
    target: 50,
    sent: () => {
      const most = shoppers.length === 0 ? 0 : Math.ceil(sent / shoppers.length)
      return `${sent} orders sent, at most ${most} by one shopper (and so from one address)`
    },
    requests: [
      {
        method: 'POST',
        path: '/api/orders/',
        setupRequest: (req) => {
          const shopper = shoppers[sent % shoppers.length]
          sent += 1
          return {
            ...req,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              origin: base,
              cookie: shopper.cookie,
              'x-forwarded-for': shopper.address,
            },
            body: orderBody(shopper, orderBooks),
          }
        },
      },
    ],
  }
}
