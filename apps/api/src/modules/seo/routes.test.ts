// robots.txt and the sitemap (issue 25, item 3), through the whole app on the test database: robots' lines, the
// index's files, every book exactly once across the books pages with its lastmod, 404 past the last page, 304 on a
// current ETag, and the per-client limit on books pages.

import { beforeAll, describe, expect, it } from 'vitest'
import { books } from '@/db/schema'
import { insertBook } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { bookPageXml } from './book-pages'
import { SITEMAP_PAGES_LIMIT } from './sitemap-limits'

const PER_PAGE = 3
const t = useTestApp({ sitemapBooksPerPage: PER_PAGE })

let clients = 0
/** GET `url`, each request from its own client address unless one is given. */
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = `10.77.0.${++clients}`) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress })

/** The <loc> texts of a sitemap file, in order. */
const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')

/** Every book's id and its last change, as the database has them. */
async function booksInDatabase(): Promise<Map<string, string>> {
  const rows = await t.db
    .select({ id: books.id, createdAt: books.createdAt, updatedAt: books.updatedAt })
    .from(books)
  return new Map(
    rows.map((r) => [r.id, (r.updatedAt > r.createdAt ? r.updatedAt : r.createdAt).toISOString()]),
  )
}

beforeAll(async () => {
  for (let i = 0; i < 7; i += 1) await insertBook(t.db)
  await t.app.catalogue.check()
})

describe('GET /robots.txt', () => {
  it('opens the shop, closes the private pages and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const lines = res.body.split('\n')
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    for (const path of [
      '/dashboard',
      '/admin',
      '/checkout',
      '/orders',
      '/profile',
      '/api',
      '/reset-password',
      '/track',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`)
  })
})

describe('GET /sitemap.xml and its files', () => {
  it('lists the pages file and one books file per page of books', async () => {
    const total = (await booksInDatabase()).size
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/)
    const pages = Math.ceil(total / PER_PAGE)
    expect(pages).toBeGreaterThanOrEqual(3)
    expect(locs(res.body)).toEqual([
      `${TEST_PUBLIC_URL}/sitemaps/pages.xml`,
      ...Array.from({ length: pages }, (_, i) => `${TEST_PUBLIC_URL}/sitemaps/books-${i + 1}.xml`),
    ])
  })

  it('lists home, about, contact, terms and every category page', async () => {
    const res = await get('/sitemaps/pages.xml')
    expect(res.statusCode).toBe(200)
    const urls = locs(res.body)
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/terms',
      '/categories/none',
      '/categories/fantasy',
      '/categories/thriller',
    ]) {
      expect(urls).toContain(`${TEST_PUBLIC_URL}${path}`)
    }
  })

  it('lists every book exactly once across the books pages, in id order, with its last change', async () => {
    const expected = await booksInDatabase()
    const index = await get('/sitemap.xml')
    const files = locs(index.body).filter((loc) => loc.includes('/books-'))
    const seen: Array<[string, string]> = []
    for (const file of files) {
      const res = await get(file.slice(TEST_PUBLIC_URL.length))
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=3600')
      const entries = [...res.body.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)]
      // Well-formed: one <url> element per entry, each closed, the urlset closed once.
      expect(res.body.match(/<url>/g)?.length).toBe(entries.length)
      expect(res.body.match(/<\/url>/g)?.length).toBe(entries.length)
      expect(res.body.endsWith('</urlset>\n')).toBe(true)
      expect(entries.length).toBeLessThanOrEqual(PER_PAGE)
      for (const [, loc = '', lastmod = ''] of entries) seen.push([loc, lastmod])
    }
    const ids = seen.map(([loc]) => loc.replace(`${TEST_PUBLIC_URL}/books/`, ''))
    expect(ids).toEqual([...expected.keys()].sort())
    expect(new Set(ids).size).toBe(expected.size)
    for (const [loc, lastmod] of seen) {
      expect(lastmod).toBe(expected.get(loc.replace(`${TEST_PUBLIC_URL}/books/`, '')))
    }
  })

  it('reads a page in keyset batches smaller than the page', async () => {
    const expected = [...(await booksInDatabase()).keys()].sort()
    let xml = ''
    for await (const piece of bookPageXml(t.db, {
      publicUrl: TEST_PUBLIC_URL,
      page: 2,
      perPage: 5,
      batchRows: 2,
    })) {
      xml += piece
    }
    expect(locs(xml)).toEqual(expected.slice(5, 10).map((id) => `${TEST_PUBLIC_URL}/books/${id}`))
  })

  it('answers 404 for a page past the last and for a malformed name', async () => {
    const pages = Math.ceil((await booksInDatabase()).size / PER_PAGE)
    for (const file of [
      `books-${pages + 1}.xml`,
      'books-0.xml',
      'books-01.xml',
      'books-x.xml',
      'books-1.json',
      'other.xml',
    ]) {
      const res = await get(`/sitemaps/${file}`)
      expect(res.statusCode, file).toBe(404)
      expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) })
    }
  })

  it('answers a current ETag with 304, and a write makes it old', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/books-1.xml']) {
      const first = await get(url)
      const etag = first.headers.etag
      expect(etag, url).toMatch(/^W\/"sitemap-/)
      const again = await get(url, { 'if-none-match': String(etag) })
      expect(again.statusCode, url).toBe(304)
      expect(again.body).toBe('')
    }
    const before = (await get('/sitemap.xml')).headers.etag
    await insertBook(t.db)
    await t.app.catalogue.check()
    const after = await get('/sitemap.xml', { 'if-none-match': String(before) })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before)
  })

  it('answers HEAD with the headers alone, ten in a row, and a GET is still served', async () => {
    const client = '10.79.0.1'
    for (let i = 0; i < 10; i += 1) {
      const head = await t.app.inject({ method: 'HEAD', url: '/sitemaps/books-1.xml', remoteAddress: client })
      expect(head.statusCode).toBe(200)
      expect(head.headers.etag).toMatch(/^W\/"sitemap-/)
      expect(head.body).toBe('')
    }
    const res = await get('/sitemaps/books-1.xml', {}, '10.79.0.2')
    expect(res.statusCode).toBe(200)
    expect(locs(res.body)).toHaveLength(PER_PAGE)
  })

  it(`refuses a client past ${SITEMAP_PAGES_LIMIT.max} books pages a minute with 429`, async () => {
    const client = '10.78.0.1'
    // One after another, each read gives its stream's place back: a kept place would refuse the third (2 per client).
    for (let i = 0; i < SITEMAP_PAGES_LIMIT.max; i += 1) {
      expect((await get('/sitemaps/books-1.xml', {}, client)).statusCode).toBe(200)
    }
    const refused = await get('/sitemaps/books-1.xml', {}, client)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ error: 'rate_limited' })
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many sitemap requests for now\./)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another client is served meanwhile.
    expect((await get('/sitemaps/books-1.xml', {}, '10.78.0.2')).statusCode).toBe(200)
  })
})
