// What npm run bench:scale measures on a running store, route by route (autocannon request lists), with the
// issue's target for each (issue 15: p95 in ms), and the sign-ins the admin and order runs need.

import { randomBytes } from 'node:crypto'
import { BENCH_ADMIN, BENCH_EMAIL_DOMAIN } from './bench-scale-db.js'

const pick = (list) => list[Math.floor(Math.random() * list.length)]

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

/** Shoppers signed up through the identity API (as the web app does), each with her session cookie. */
export async function signUpShoppers(base, count) {
  const shoppers = []
  for (let i = 0; i < count; i += 1) {
    const username = `bench${randomBytes(5).toString('hex')}`
    const email = `${username}@${BENCH_EMAIL_DOMAIN}`
    const res = await fetch(`${base}/api/identity/sign-up/email`, {
      method: 'POST',
      // better-auth refuses a POST without the store's Origin.
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        email,
        password: `pw-${randomBytes(9).toString('hex')}`,
        name: username,
        username,
      }),
    })
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
    const { user } = await res.json()
    shoppers.push({ uid: user.id, email, name: username, cookie: cookieOf(res) })
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
const varied = (setPath) => [{ method: 'GET', setupRequest: (req) => ({ ...req, path: setPath() }) }]

/**
 * The runs, in order: reads first, order placement last (every order changes stock, which bumps the catalogue
 * version and empties the catalogue cache of every process). `target` is the p95 bound in ms, if any.
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
            headers: { authorization: `Bearer ${token}` },
          }),
        },
      ],
    },
    {
      name: 'order placement',
      detail: `POST /api/orders/, 1-3 of ${orderBooks.length} books, ${shoppers.length} shoppers`,
      target: 50,
      requests: [
        {
          method: 'POST',
          path: '/api/orders/',
          setupRequest: (req) => {
            const shopper = pick(shoppers)
            return {
              ...req,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                origin: base,
                cookie: shopper.cookie,
              },
              body: orderBody(shopper, orderBooks),
            }
          },
        },
      ],
    },
  ]
}
