// The server's plan of each shopper URL (issue 25, items 1 and 2), settled with answers shaped as the API gives them:
// which API paths a page loads, the query data it leaves for the browser, its status and its head (title,
// description, canonical, robots, Open Graph, JSON-LD). Book, category and home pages; search, private, admin and
// unknown pages.
import { apiPaths } from '@bookstore/contract/api-paths'
import type { Book, BookDetail } from '@bookstore/contract/schemas/book'
import { SHELF_PAGE_SIZE } from '@bookstore/contract/schemas/book'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '@/shared/api/query-keys'
import { bookDetail } from '@/testing/books-kit'
import { renderHead, STORE_DESCRIPTION } from './page-head'
import { planPage, type ApiAnswer, type ImageSize, type PageOutcome } from './page-plans'

const ORIGIN = 'https://shop.example'
const BOOK_ID = '6650a1b2c3d4e5f6a7b8c9d0'

/** GET /api/books/{id} of a book with two authors, a stored WebP cover and a price with cents. */
const dune: BookDetail = bookDetail({
  _id: BOOK_ID,
  title: 'Dune',
  description: 'A desert planet,\n  spice and   a boy who sees the future.',
  coverImage: 'dune.webp',
  category: 'fantasy',
  author: 'Frank Herbert, Brian Herbert',
  authors: [
    { _id: 'a1', name: 'Frank Herbert', fullName: 'Franklin Patrick Herbert', about: '', image: 'fh.webp' },
    { _id: 'a2', name: 'Brian Herbert', fullName: 'Brian Patrick Herbert', about: '', image: 'bh.webp' },
  ],
  oldPrice: 12,
  newPrice: 8.99,
  stock: 4,
  publishedAt: '1965-08-01',
})

/** A book as GET /api/books/ lists it. */
const listed = (id: string, title: string, author = 'Someone'): Book => ({
  ...bookDetail({ _id: id, title, author }),
  authors: [`author-${id}`],
})

const ok = (body: unknown, headers: Record<string, string | undefined> = {}): ApiAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body,
})
const failed = (status: number, message: string): ApiAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: { message },
})
/** A list page as the API answers it: the items and how many match in all. */
const listAnswer = (items: Book[], total = items.length): ApiAnswer =>
  ok(items, { 'x-total-count': String(total) })

interface Planned {
  client: QueryClient
  loads: string[]
  coverSizeAsked: string[]
  settle: (answers: ApiAnswer[]) => Promise<PageOutcome>
}

/** Plans `path`; the stored cover measures `size` (null: the server cannot tell). */
function plan(path: string, size: ImageSize | null = { width: 400, height: 600 }): Planned {
  const client = new QueryClient()
  const coverSizeAsked: string[] = []
  const { loads, settle } = planPage({
    url: new URL(path, ORIGIN),
    origin: ORIGIN,
    client,
    coverSize: (coverImage) => {
      coverSizeAsked.push(coverImage)
      return Promise.resolve(size ?? undefined)
    },
  })
  return { client, loads, coverSizeAsked, settle }
}

/** The JSON-LD objects of an outcome, as plain JSON (as a crawler reads them). */
const jsonLdOf = (outcome: PageOutcome) =>
  (outcome.head.jsonLd ?? []).map((data) => JSON.parse(JSON.stringify(data)) as Record<string, unknown>)

const property = (outcome: PageOutcome, name: string) =>
  outcome.head.properties?.filter(([key]) => key === name).map(([, value]) => value)

describe('planPage: a book page', () => {
  it('loads the book and, found, renders it with its head, JSON-LD and query data', async () => {
    const page = plan(`/books/${BOOK_ID}`)
    expect(page.loads).toEqual([apiPaths.book.href(BOOK_ID)])

    const outcome = await page.settle([ok(dune)])

    expect(outcome.status).toBe(200)
    expect(outcome.render).toBe(true)
    const { head } = outcome
    expect(head.title).toBe('Dune | Bookstore')
    expect(head.description).toBe('A desert planet, spice and a boy who sees the future.')
    expect(head.canonical).toBe(`${ORIGIN}/books/${BOOK_ID}`)
    expect(head.robots).toBeUndefined()
    expect(head.type).toBe('book')
    expect(page.coverSizeAsked).toEqual(['dune.webp'])
    expect(head.image).toEqual({
      url: `${ORIGIN}/covers/dune.webp`,
      alt: 'Cover of Dune',
      width: 400,
      height: 600,
    })
    expect(property(outcome, 'product:price:amount')).toEqual(['8.99'])
    expect(property(outcome, 'product:price:currency')).toEqual(['USD'])
    expect(property(outcome, 'product:availability')).toEqual(['in stock'])
    expect(property(outcome, 'book:author')).toEqual(['Frank Herbert', 'Brian Herbert'])
    expect(page.client.getQueryData(queryKeys.books.one(BOOK_ID))).toEqual(dune)

    const [ld, ...more] = jsonLdOf(outcome)
    expect(more).toEqual([])
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Dune',
      url: `${ORIGIN}/books/${BOOK_ID}`,
      image: `${ORIGIN}/covers/dune.webp`,
      author: [
        { '@type': 'Person', name: 'Frank Herbert' },
        { '@type': 'Person', name: 'Brian Herbert' },
      ],
      offers: {
        '@type': 'Offer',
        price: '8.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('says OutOfStock for a book with no stock, and whole prices with 2 decimals', async () => {
    const outcome = await plan(`/books/${BOOK_ID}`).settle([ok({ ...dune, stock: 0, newPrice: 20 })])
    const [ld] = jsonLdOf(outcome)
    expect(ld?.offers).toMatchObject({ price: '20.00', availability: 'https://schema.org/OutOfStock' })
    expect(property(outcome, 'product:availability')).toEqual(['out of stock'])
    expect(property(outcome, 'product:price:amount')).toEqual(['20.00'])
  })

  it('leaves og:image unsized when the cover size is unknown, and keeps an absolute cover URL as it is', async () => {
    const cover = 'https://images.example/dune.jpg'
    const outcome = await plan(`/books/${BOOK_ID}`, null).settle([ok({ ...dune, coverImage: cover })])
    expect(outcome.head.image).toEqual({ url: cover, alt: 'Cover of Dune' })
  })

  it('answers an unknown book 404 noindex, not rendered, with no query data', async () => {
    const page = plan(`/books/${BOOK_ID}`)
    const outcome = await page.settle([failed(404, 'Book not found')])
    expect(outcome).toMatchObject({ status: 404, render: false, head: { robots: 'noindex' } })
    expect(outcome.head.canonical).toBeUndefined()
    expect(outcome.head.jsonLd).toBeUndefined()
    expect(page.client.getQueryData(queryKeys.books.one(BOOK_ID))).toBeUndefined()
  })

  it('leaves the page to the browser (200, not rendered) when the API is busy or failing', async () => {
    for (const answer of [failed(503, 'Busy'), failed(500, 'Oops'), ok({ not: 'a book' })]) {
      const page = plan(`/books/${BOOK_ID}`)
      const outcome = await page.settle([answer])
      expect(outcome.status).toBe(200)
      expect(outcome.render).toBe(false)
      expect(outcome.head.robots).toBeUndefined()
      expect(page.client.getQueryData(queryKeys.books.one(BOOK_ID))).toBeUndefined()
    }
  })
})

describe('planPage: a category page', () => {
  const shelf = [
    listed('b1', 'The Hobbit', 'J. R. R. Tolkien'),
    listed('b2', 'Earthsea', 'Ursula K. Le Guin'),
  ]

  it('loads the first shelf page and renders it with its title, canonical and breadcrumb', async () => {
    const page = plan('/categories/fantasy')
    expect(page.loads).toEqual([
      apiPaths.books.href({ category: 'fantasy', offset: 0, limit: SHELF_PAGE_SIZE }),
    ])

    const outcome = await page.settle([listAnswer(shelf, 30)])

    expect(outcome.status).toBe(200)
    expect(outcome.render).toBe(true)
    expect(outcome.head.title).toBe('fantasy | Bookstore')
    expect(outcome.head.canonical).toBe(`${ORIGIN}/categories/fantasy`)
    expect(outcome.head.robots).toBeUndefined()
    expect(outcome.head.description).toContain('30 books')
    expect(outcome.head.description).toContain('The Hobbit by J. R. R. Tolkien')
    expect(jsonLdOf(outcome)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'fantasy', item: `${ORIGIN}/categories/fantasy` },
        ],
      },
    ])
    const data = page.client.getQueryData<{ pages: { items: Book[]; total: number | null }[] }>(
      queryKeys.books.shelf({ category: 'fantasy' }),
    )
    expect(data?.pages).toHaveLength(1)
    expect(data?.pages[0]?.items.map((book) => book.title)).toEqual(['The Hobbit', 'Earthsea'])
    expect(data?.pages[0]?.total).toBe(30)
  })

  it("loads with the URL's filters and order, and keeps the canonical without the query string", async () => {
    const page = plan('/categories/Fantasy?sort=title&minPrice=5&inStock=true&bogus=1')
    expect(page.loads).toEqual([
      apiPaths.books.href({
        category: 'fantasy',
        minPrice: 5,
        inStock: true,
        sort: 'title',
        offset: 0,
        limit: SHELF_PAGE_SIZE,
      }),
    ])
    const outcome = await page.settle([listAnswer([], 0)])
    // Filtered to nothing is still the genre's page.
    expect(outcome.status).toBe(200)
    expect(outcome.render).toBe(true)
    expect(outcome.head.canonical).toBe(`${ORIGIN}/categories/fantasy`)
  })

  it('answers a genre with no books (total 0) 404 noindex', async () => {
    const outcome = await plan('/categories/no-such-genre').settle([listAnswer([], 0)])
    expect(outcome).toMatchObject({ status: 404, render: false, head: { robots: 'noindex' } })
  })

  it('answers a slug the API refuses (400) 404', async () => {
    const outcome = await plan('/categories/x').settle([failed(400, 'category: invalid')])
    expect(outcome.status).toBe(404)
  })

  it("names 'none' Our Entire Collection", async () => {
    const page = plan('/categories/none')
    expect(page.loads).toEqual([apiPaths.books.href({ category: 'none', offset: 0, limit: SHELF_PAGE_SIZE })])
    const outcome = await page.settle([listAnswer(shelf, 2)])
    expect(outcome.head.title).toBe('Our Entire Collection | Bookstore')
    expect(outcome.head.canonical).toBe(`${ORIGIN}/categories/none`)
  })

  it('leaves the page to the browser when the API fails', async () => {
    const outcome = await plan('/categories/fantasy').settle([failed(503, 'Busy')])
    expect(outcome).toMatchObject({ status: 200, render: false })
  })
})

describe('planPage: other pages', () => {
  it('renders the home page with WebSite and its SearchAction', async () => {
    const page = plan('/')
    expect(page.loads).toEqual([])
    const outcome = await page.settle([])
    expect(outcome).toMatchObject({ status: 200, render: true })
    expect(outcome.head.title).toBe('Bookstore')
    expect(outcome.head.description).toBe(STORE_DESCRIPTION)
    expect(outcome.head.canonical).toBe(`${ORIGIN}/`)
    expect(outcome.head.robots).toBeUndefined()
    expect(jsonLdOf(outcome)).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${ORIGIN}/`,
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        }) as unknown,
      }),
    ])
  })

  it('keeps search results out of the index but follows their links, titled by the search', async () => {
    const outcome = await plan('/search?q=x').settle([])
    expect(outcome).toMatchObject({ status: 200, render: false, head: { robots: 'noindex, follow' } })
    expect(outcome.head.title).toBe('Search results for “x” | Bookstore')
    expect(outcome.head.canonical).toBeUndefined()
  })

  it.each([
    '/cart',
    '/checkout',
    '/orders',
    '/profile',
    '/wishlist',
    '/dashboard',
    '/dashboard/orders',
    '/admin',
  ])('%s is noindex, without a canonical', async (path) => {
    const page = plan(path)
    expect(page.loads).toEqual([])
    const outcome = await page.settle([])
    expect(outcome).toMatchObject({ status: 200, render: false, head: { robots: 'noindex' } })
    expect(outcome.head.canonical).toBeUndefined()
  })

  it.each(['/about', '/contact', '/terms', '/login', '/register'])(
    '%s is public, with its canonical',
    async (path) => {
      const outcome = await plan(path).settle([])
      expect(outcome.status).toBe(200)
      expect(outcome.head.robots).toBeUndefined()
      expect(outcome.head.canonical).toBe(ORIGIN + path)
    },
  )

  it('names /terms, the page the checkout links to, as the tab does', async () => {
    const outcome = await plan('/terms').settle([])
    expect(outcome.head.title).toBe('Terms & Conditions | Bookstore')
    expect(renderHead(outcome.head)).toContain('<title>Terms &amp; Conditions | Bookstore</title>')
  })

  it('answers an unknown path 404 noindex', async () => {
    const page = plan('/no/such/page')
    expect(page.loads).toEqual([])
    const outcome = await page.settle([])
    expect(outcome).toMatchObject({ status: 404, render: false, head: { robots: 'noindex' } })
  })
})
