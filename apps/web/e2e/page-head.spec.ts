// Issue 25 items 1, 2 and 7: each shopper page arrives with its own head and, for book, category and home pages, its
// content, checked against the same server's API. The raw HTML is fetched as a crawler reads it (no script runs):
// title, description, canonical (PUBLIC_URL, here the server's own address), Open Graph and Twitter tags, every
// JSON-LD script parsed as JSON; search, private, admin and unknown pages' robots and status; a sold-out book and a
// repriced one. One browser test: the app takes the book page over with the server's data (no second fetch) and
// keeps the server's nodes (hydrated, not rendered again).

import { apiPaths, imageUrl } from '@bookstore/contract/api-paths'
import { formatPrice } from '@bookstore/contract/money'
import type { Book, BookDetail } from '@bookstore/contract/schemas/book'
import { SHELF_PAGE_SIZE } from '@bookstore/contract/schemas/book'
import { randomUUID } from 'node:crypto'
import { describe, expect, inject } from 'vitest'
import { adminCall, createSpecBook, uniqueText } from './admin-steps'
import { getBookDetail, getBooks, getJson, pickBook } from './demo-books'
import { it } from './fixtures'

/** PUBLIC_URL: global-setup sets none, so the store names itself by its own address (config.ts). */
const publicUrl = () => inject('baseURL')

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? entity
  })

interface RawPage {
  status: number
  html: string
  head: string
  body: string
}

/** GET `path` as a crawler: no script runs, the HTML is all there is. */
async function fetchPage(path: string): Promise<RawPage> {
  const res = await fetch(new URL(path, inject('baseURL')), { headers: { accept: 'text/html' } })
  expect(res.headers.get('content-type')).toMatch(/^text\/html/)
  const html = await res.text()
  const [head = '', body = ''] = html.split('</head>')
  return { status: res.status, html, head, body }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The content of <meta name|property="key">, decoded; null when the head has none. */
function meta(page: RawPage, key: string): string | null {
  const all = [...page.head.matchAll(/<meta\s[^>]*>/g)].map(([tag]) => tag)
  const named = new RegExp(`\\s(?:name|property)="${escapeRegExp(key)}"`)
  const found = all.filter((tag) => named.test(tag))
  expect(found.length, `<meta ${key}> at most once`).toBeLessThanOrEqual(1)
  const content = found[0]?.match(/\scontent="([^"]*)"/)?.[1]
  return content === undefined ? null : decode(content)
}

const titleOf = (page: RawPage) => {
  const titles = [...page.head.matchAll(/<title>([\s\S]*?)<\/title>/g)]
  expect(titles, 'one <title>').toHaveLength(1)
  return decode(titles[0]?.[1] ?? '')
}

const canonicalOf = (page: RawPage) => {
  const links = [...page.head.matchAll(/<link rel="canonical" href="([^"]*)"/g)]
  expect(links.length, 'at most one canonical').toBeLessThanOrEqual(1)
  return links[0] ? decode(links[0][1] ?? '') : null
}

/** Every <script type="application/ld+json"> of the page, parsed. */
const jsonLdOf = (page: RawPage): Record<string, unknown>[] =>
  [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  )

const jsonLdOfType = (page: RawPage, type: string) => {
  const found = jsonLdOf(page).filter((data) => data['@type'] === type)
  expect(found, `one JSON-LD ${type}`).toHaveLength(1)
  return found[0] as Record<string, unknown>
}

/** What the body says to a reader: scripts, comments and tags gone, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()

const rootOf = (page: RawPage) => {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="server-state">/.exec(
    page.body,
  )
  expect(root, 'a rendered root followed by the server state').not.toBeNull()
  return root?.[1] ?? ''
}

const serverStateOf = (page: RawPage): unknown => {
  const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(page.body)
  expect(state, 'the server-state script').not.toBeNull()
  return JSON.parse(state?.[1] ?? '')
}

const availability = (stock: number) => `https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`

/** PUT /api/books/edit/{id} with the admin token. */
async function editBook(token: string, id: string, fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(inject('baseURL') + apiPaths.editBook.href(id), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

/** Books this spec created, deleted again afterwards whatever happened. */
const created = new Set<string>()

it.afterAll(async ({ adminToken }) => {
  for (const id of created) await adminCall(adminToken, 'DELETE', apiPaths.book.href(id))
})

/** A demo book in stock with authors, a stored cover and a description: the richest head. */
async function demoBook(): Promise<BookDetail> {
  const listed = pickBook(
    await getBooks(),
    (book) => book.stock > 0 && book.authors.length > 0 && book.description.length > 40,
  )
  return getBookDetail(listed._id)
}

describe('book pages as a crawler reads them', () => {
  it("carry the book's head, Open Graph, Twitter card and JSON-LD Book with its Offer", async () => {
    const book = await demoBook()
    const path = `/books/${book._id}`
    const page = await fetchPage(path)
    const url = publicUrl() + path
    const title = `${book.title} | Bookstore`

    expect(page.status).toBe(200)
    expect(titleOf(page)).toBe(title)
    const description = meta(page, 'description') ?? ''
    expect(description.length).toBeGreaterThan(40)
    expect(book.description.replace(/\s+/g, ' ')).toContain(description.slice(0, 40))
    expect(meta(page, 'robots')).toBeNull()
    expect(canonicalOf(page)).toBe(url)
    expect(meta(page, 'og:url')).toBe(url)
    expect(meta(page, 'og:type')).toBe('book')
    expect(meta(page, 'og:title')).toBe(title)
    const image = meta(page, 'og:image') ?? ''
    expect(image).toMatch(/^https?:\/\//)
    expect(image.startsWith(publicUrl())).toBe(true)
    expect(image.endsWith(imageUrl(book.coverImage))).toBe(true)
    expect(Number(meta(page, 'og:image:width'))).toBeGreaterThan(0)
    expect(Number(meta(page, 'og:image:height'))).toBeGreaterThan(0)
    expect(meta(page, 'product:price:amount')).toBe(book.newPrice.toFixed(2))
    expect(meta(page, 'product:price:currency')).toBe('USD')
    expect(meta(page, 'twitter:card')).toBe('summary_large_image')
    expect(meta(page, 'twitter:title')).toBe(title)
    expect(meta(page, 'twitter:image')).toBe(image)

    const ld = jsonLdOfType(page, 'Book')
    expect(ld['@context']).toBe('https://schema.org')
    expect(ld.name).toBe(book.title)
    expect(ld.url).toBe(url)
    expect(ld.image).toBe(image)
    expect((ld.author as { name: string }[]).map((author) => author.name)).toEqual(
      book.authors.map((author) => author.name),
    )
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: book.newPrice.toFixed(2),
      priceCurrency: 'USD',
      availability: availability(book.stock),
    })
  })

  it('hold the book itself: title in <h1>, authors, price, cover and description', async () => {
    const book = await demoBook()
    const page = await fetchPage(`/books/${book._id}`)
    const root = rootOf(page)
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)
    expect(textOf(h1?.[1] ?? '')).toBe(book.title)
    const text = textOf(root)
    for (const author of book.authors) expect(text).toContain(author.name)
    expect(text).toContain(formatPrice(book.newPrice))
    expect(text).toContain(book.description.replace(/\s+/g, ' ').trim())
    expect(root).toMatch(new RegExp(`<img [^>]*src="${escapeRegExp(imageUrl(book.coverImage))}"`))
    const state = serverStateOf(page) as { queries: { state: { data: unknown } }[] }
    expect(state.queries.map((query) => query.state.data)).toContainEqual(book)
  })

  it('say OutOfStock for a sold-out book, and the new price once the admin changes it', async ({
    adminToken,
  }) => {
    const book = await createSpecBook(adminToken, {
      title: uniqueText('Head <&> "Sold Out"'),
      description: 'A book the page-head spec sells out and reprices.',
      // Not the genre the shelf test reads.
      category: 'fiction',
      oldPrice: 20,
      newPrice: 15,
      stock: 0,
    })
    created.add(book._id)
    const path = `/books/${book._id}`

    const before = await fetchPage(path)
    expect(before.status).toBe(200)
    expect(titleOf(before)).toBe(`${book.title} | Bookstore`)
    expect(jsonLdOfType(before, 'Book').offers).toMatchObject({
      price: '15.00',
      availability: 'https://schema.org/OutOfStock',
    })
    expect(meta(before, 'product:availability')).toBe('out of stock')

    await editBook(adminToken, book._id, { newPrice: 12.5, stock: 3 })
    const after = await fetchPage(path)
    expect(meta(after, 'product:price:amount')).toBe('12.50')
    expect(jsonLdOfType(after, 'Book').offers).toMatchObject({
      price: '12.50',
      availability: 'https://schema.org/InStock',
    })
    expect(textOf(rootOf(after))).toContain('$12.50')
  })

  it('answer an unknown book 404 with noindex', async () => {
    const page = await fetchPage(`/books/${randomUUID()}`)
    expect(page.status).toBe(404)
    expect(meta(page, 'robots')).toBe('noindex')
    expect(canonicalOf(page)).toBeNull()
    expect(jsonLdOf(page)).toEqual([])
  })
})

describe('category and home pages as a crawler reads them', () => {
  const CATEGORY = 'fantasy'

  it('carry the shelf: title, canonical without the query, BreadcrumbList, the first books and the data', async () => {
    const shelf = await getJson<Book[]>(
      apiPaths.books.href({ category: CATEGORY, offset: 0, limit: SHELF_PAGE_SIZE }),
    )
    expect(shelf.length).toBeGreaterThan(2)
    const page = await fetchPage(`/categories/${CATEGORY}`)
    const canonical = `${publicUrl()}/categories/${CATEGORY}`

    expect(page.status).toBe(200)
    expect(titleOf(page)).toBe(`${CATEGORY} | Bookstore`)
    expect(canonicalOf(page)).toBe(canonical)
    expect(meta(page, 'robots')).toBeNull()
    expect(jsonLdOfType(page, 'BreadcrumbList')).toMatchObject({
      '@context': 'https://schema.org',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl()}/` },
        { '@type': 'ListItem', position: 2, item: canonical },
      ],
    })
    const root = rootOf(page)
    for (const book of shelf.slice(0, 6)) {
      expect(root).toContain(`href="/books/${book._id}"`)
      // A card may cut a long title short.
      expect(textOf(root)).toContain(book.title.slice(0, 20))
    }
    expect(serverStateOf(page)).toMatchObject({ queries: expect.any(Array) as unknown })

    const sorted = await fetchPage(`/categories/${CATEGORY}?sort=title`)
    expect(sorted.status).toBe(200)
    expect(canonicalOf(sorted)).toBe(canonical)
    const byTitle = await getJson<Book[]>(
      apiPaths.books.href({ category: CATEGORY, sort: 'title', offset: 0, limit: SHELF_PAGE_SIZE }),
    )
    const sortedRoot = rootOf(sorted)
    const at = byTitle.slice(0, 3).map((book) => sortedRoot.indexOf(`href="/books/${book._id}"`))
    expect(at.every((index) => index >= 0)).toBe(true)
    expect(at).toEqual([...at].sort((a, b) => a - b))
  })

  it('answer a genre nobody stocks 404 with noindex', async () => {
    const page = await fetchPage('/categories/no-such-genre')
    expect(page.status).toBe(404)
    expect(meta(page, 'robots')).toBe('noindex')
  })

  it('give the home page WebSite with a SearchAction on /search?q=', async () => {
    const page = await fetchPage('/')
    expect(page.status).toBe(200)
    expect(titleOf(page)).toBe('Bookstore')
    expect(canonicalOf(page)).toBe(`${publicUrl()}/`)
    const site = jsonLdOfType(page, 'WebSite')
    expect(site.url).toBe(`${publicUrl()}/`)
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${publicUrl()}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
  })
})

describe('pages kept out of the index', () => {
  it('search results are noindex, follow; dashboard and admin noindex', async () => {
    const search = await fetchPage('/search?q=dracula')
    expect(search.status).toBe(200)
    expect(meta(search, 'robots')).toBe('noindex, follow')
    expect(titleOf(search)).toContain('dracula')
    for (const path of ['/dashboard', '/dashboard/orders', '/admin']) {
      const page = await fetchPage(path)
      expect(page.status, path).toBe(200)
      expect(meta(page, 'robots'), path).toBe('noindex')
      expect(canonicalOf(page), path).toBeNull()
    }
  })
})

describe('the app takes over a server-rendered book page', () => {
  it('with the server data (no second GET of the book) and the same nodes (hydrated)', async ({ page }) => {
    const book = await demoBook()
    const bookApi = new URL(apiPaths.book.href(book._id), inject('baseURL')).href
    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { serverH1?: Element | null }).serverH1 = document.querySelector('h1')
      })
    })

    await page.goto(`/books/${book._id}`)
    await page.locator('html[data-started="true"]').waitFor({ state: 'attached' })
    await expect.poll(() => page.locator('h1').textContent()).toBe(book.title)

    const kept = await page.evaluate(() => {
      const serverH1 = (window as unknown as { serverH1?: Element | null }).serverH1
      return { captured: Boolean(serverH1), same: serverH1 === document.querySelector('h1') }
    })
    expect(kept).toEqual({ captured: true, same: true })
    expect(requests).not.toContain(`GET ${bookApi}`)
  })
})
