// One virtual shopper of npm run loadtest (issue 26 item 6), and the admin who edits books meanwhile. A shopper
// arrives during the ramp, browses (the home page's HTML and the books its carousels load, shelves, a book's HTML or
// its data as the app navigates to it, also-bought, suggestions and search); a buyer signs up (or, a returning
// shopper, signs in) at some moment of the run's first part, then keeps browsing, places orders (her cart lives in the browser: nothing to call)
// and reads her orders, with a think time between steps. Racing shoppers put one of the contested books (a few
// copies only) in their carts: their 409 out_of_stock is expected. Each shopper calls from her own client address.

import { call, cookieOf } from './loadtest-client.js'

/** Orders one shopper places at most in a run: under the store's 30 an hour per account (contract constants). */
export const ORDERS_PER_SHOPPER_MAX = 20
/** Two shoppers in ten (shoppers 0 and 1, 10 and 11 …: buyers, loadtest.js) race for the contested books. */
const RACERS_PER_TEN = 2

const pick = (list) => list[Math.floor(Math.random() * list.length)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const between = ([low, high]) => low + Math.random() * (high - low)
const q = encodeURIComponent

/** Shopper `i`'s client address: 10.77.0.1 … 10.77.0.250, 10.77.1.1 … (64,000 of them). */
export function shopperAddress(i) {
  if (!Number.isInteger(i) || i < 0 || i >= 64_000) throw new Error(`no shopper address for ${i}`)
  return `10.${77 + Math.floor(i / 64_000)}.${Math.floor(i / 250) % 256}.${1 + (i % 250)}`
}

/** A word of at least 4 letters from a title (search and suggest text). */
function titleWord(titles) {
  for (let tries = 0; tries < 10; tries += 1) {
    const word = pick(
      (
        pick(titles)
          .toLowerCase()
          .match(/\p{L}+/gu) ?? []
      ).filter((w) => w.length >= 4),
    )
    if (word) return word
  }
  return 'book'
}

/** The order body the checkout sends: the shopper's details, the books, the total the store will charge. */
function orderBody(shopper, books) {
  const cents = books.reduce((sum, book) => sum + book.priceCents, 0)
  return {
    userUid: shopper.uid,
    name: shopper.name,
    email: shopper.email,
    phone: '+1 555 0100',
    address: {
      street: '1 Load Lane',
      city: 'Portland',
      country: 'United States',
      state: 'Oregon',
      zipcode: '97201',
    },
    productIds: books.map((book) => book.id),
    totalPrice: cents / 100,
  }
}

/**
 * Runs shopper `index` until `ctx.until` (ms, Date.now()). `account`: { email, password, username, buyer, returning }.
 * Acknowledged orders go to ctx.acknowledged ({ id, bookIds, shopper }), orders whose outcome is unknown (a
 * timeout, a network failure, a 5xx) to ctx.unknown ({ bookIds }). Returns the shopper (her cookie, for the checks).
 */
export async function runShopper(ctx, index, account) {
  const { base, recorder, catalogue } = ctx
  const address = shopperAddress(index)
  const shopper = { index, email: account.email, name: account.username, address, uid: null, cookie: null }
  const from = (headers = {}) => ({ 'x-forwarded-for': address, ...headers })
  const signed = (headers = {}) => from({ cookie: shopper.cookie, origin: base, ...headers })
  const get = (step, path, headers = from()) => call(recorder, step, base, path, { headers })
  // A racer goes for the contested books until she is told one is sold out, as a shopper seeing it would.
  let racer = account.buyer && index % 10 < RACERS_PER_TEN && catalogue.contested.length > 0
  let orders = 0

  const browse = {
    async home() {
      if (ctx.pages) await get('page / (HTML)', '/')
      await Promise.all([
        get('data home books', '/api/books/?limit=12'),
        get('data home books', `/api/books/?category=${q(pick(catalogue.categories))}&limit=12`),
        get('data home books', `/api/books/?category=${q(pick(catalogue.categories))}&limit=12`),
      ])
    },
    async shelf() {
      const category = q(pick(catalogue.categories))
      await get('data shelf', `/api/books/?category=${category}&limit=24`)
      if (Math.random() < 0.3) await get('data shelf', `/api/books/?category=${category}&limit=24&offset=24`)
    },
    async book() {
      const book = pick(catalogue.books)
      // Half land on the book's page (the server renders it), half go there within the app (its data).
      if (ctx.pages && Math.random() < 0.5) await get('page book (HTML)', `/books/${book.id}`)
      else await get('data book', `/api/books/${book.id}`)
      await get('data also bought', `/api/books/${book.id}/also-bought`)
    },
    async search() {
      const word = titleWord(catalogue.titles)
      await get('suggest', `/api/books/suggest?q=${q(word.slice(0, 3))}`)
      await get('search', `/api/books/?q=${q(word)}&limit=24`)
    },
  }

  async function signIn() {
    const step = account.returning ? 'sign in' : 'sign up'
    const path = account.returning ? '/api/identity/sign-in/email' : '/api/identity/sign-up/email'
    const body = account.returning
      ? { email: account.email, password: account.password }
      : {
          email: account.email,
          password: account.password,
          name: account.username,
          username: account.username,
        }
    for (let attempt = 1; attempt <= 5 && Date.now() < ctx.until; attempt += 1) {
      const answer = await call(recorder, step, base, path, {
        method: 'POST',
        headers: from({ origin: base }),
        body,
      })
      if (answer.status === 200) {
        shopper.uid = answer.body.user.id
        shopper.cookie = cookieOf(answer.res)
        return
      }
      // A busy password queue (503) or a limit (429) says when to come back; a sign-up that went through before
      // its answer was lost is a returning shopper now.
      if (answer.status === 422 || answer.status === 400) account.returning = true
      const wait = Number(answer.res?.headers.get('retry-after') ?? 1)
      await sleep(1000 * Math.min(10, Math.max(1, wait)))
    }
  }

  async function order() {
    const lines = new Map()
    const add = (book) => lines.set(book.id, book)
    if (racer) {
      add(pick(catalogue.contested))
      if (Math.random() < 0.5) add(pick(catalogue.pool))
    } else {
      const wanted = 1 + Math.floor(Math.random() * 2)
      while (lines.size < wanted) add(pick(catalogue.pool))
    }
    const books = [...lines.values()]
    const bookIds = books.map((book) => book.id)
    orders += 1
    const answer = await call(recorder, 'order', base, '/api/orders/', {
      method: 'POST',
      headers: signed(),
      body: orderBody(shopper, books),
      okStatuses: [201],
      expect: (status, code) => status === 409 && code === 'out_of_stock',
    })
    if (answer.status === 201) ctx.acknowledged.push({ id: answer.body._id, bookIds, shopper: index })
    else if (answer.status === 0 || answer.status >= 500) ctx.unknown.push({ bookIds })
    else if (answer.status === 409) racer = false
  }

  const myOrders = () => get('my orders', `/api/orders/email/${q(shopper.email)}`, signed())

  await sleep(Math.random() * ctx.rampMs)
  // A buyer signs in at a moment drawn over the first part of the run (ctx.signInBy), after one page at least:
  // sign-ins spread as a shop's do, rather than all at once (each hashes a password, ~50-100 ms of a core).
  let signInAt = account.buyer
    ? Date.now() + Math.random() * Math.max(0, ctx.signInBy - Date.now())
    : Infinity
  let pages = 0
  while (Date.now() < ctx.until) {
    if (shopper.cookie === null && pages > 0 && Date.now() >= signInAt) {
      await signIn()
      // Still out after five tries: she browses a while longer and tries again.
      if (shopper.cookie === null) signInAt = Date.now() + 5000
    } else {
      const r = Math.random()
      // A racer goes for the last copies as soon as she is signed in; everyone orders now and then.
      const ordering =
        shopper.cookie !== null && orders < ORDERS_PER_SHOPPER_MAX && (r < 0.25 || (racer && orders === 0))
      if (ordering) {
        await order()
        if (Math.random() < 0.5) await myOrders()
      } else if (shopper.cookie !== null && r < 0.25) await myOrders()
      else if (r < 0.4) await browse.home()
      else if (r < 0.6) await browse.shelf()
      else if (r < 0.85) await browse.book()
      else await browse.search()
      pages += 1
    }
    await sleep(between(ctx.thinkMs))
  }
  return shopper
}

/**
 * The admin meanwhile: one book's description after another (never a price or a stock, which the shoppers' totals
 * and the stock checks rely on), every `everyMs`. Records the last acknowledged description of each book in
 * ctx.edits (book id -> description) for the checks.
 */
export async function runAdmin(ctx, token, everyMs = 1000) {
  const { base, recorder, catalogue } = ctx
  let n = 0
  while (Date.now() < ctx.until) {
    const book = pick(catalogue.books)
    n += 1
    const description = `Edited by the load test (${n}) at ${new Date().toISOString()}: ${book.title}.`
    const answer = await call(recorder, 'admin edit', base, `/api/books/edit/${book.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.76.0.1' },
      body: { description },
    })
    if (answer.status === 200) ctx.edits.set(book.id, description)
    await sleep(everyMs)
  }
}
