// What npm run bench:scale measures on a running store, route by route (autocannon request lists), with the
// issue's target for each (issue 15: p95 in ms); the accounts they sign in: bench-scale-accounts.js.
//
// The store counts what each client address may do (order placement, sign-up, catalogue misses: see bench-scale.js),
// so the bench sends what a proxy in front of it would: the store starts with TRUST_PROXY=1 and each request names
// its client in X-Forwarded-For. Every shopper has her own address (10.1.x.y) for her sign-up and her orders; the
// uncached read routes come from visitors drawn among 64,000 addresses (10.200.x.y), as many people browsing do.
// The cached read routes and the admin's keep the bench's own address (127.0.0.1): a hit counts against nothing, and
// their requests stay prebuilt (no per-request setup costing the load generator CPU).

const pick = (list) => list[Math.floor(Math.random() * list.length)]

/** A visitor browsing the catalogue: one of 64,000 addresses (10.200.0.1 … 10.200.255.250). */
const visitorAddress = () =>
  `10.200.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`

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
