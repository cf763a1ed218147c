// Finding books (issue 16): GET /api/books/?q= ranked and forgiving (typos, accents, case) over the demo catalogue's
// titles and authors, every filter and sort with paging, bad values refused. Suggestions and "Did you mean":
// suggestions.pg.test.ts.

import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BookList, BookSuggestionList } from '@bookstore/contract/schemas/book'
import { books, orders } from '@/db/schema'
import { DEMO_BOOKS } from '@/db/seed/demo-catalogue'
import { readToTheEnd } from '@/testing/paging-kit'
import { adminToken, bearer, insertBook, placeOrder, signUpBuyer } from '@/testing/factories'
import { useSearchShelf, WELLS_BOOKS } from '@/testing/search-shelf'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { idOf, get } = useSearchShelf(t)
const titles = (body: unknown) => BookList.parse(body).map((b) => b.title)
const search = async (query: string) => {
  const res = await get(`/api/books/?${query}`)
  expect(res.statusCode).toBe(200)
  return BookList.parse(res.json())
}

describe('GET /api/books/?q= ranks and forgives', () => {
  it('ranks a title match above an author match above a publisher and a description match', async () => {
    expect(titles(await search('q=marrowgate'))).toEqual([
      'Marrowgate Nights',
      'By the author',
      'By the publisher',
      'In the description',
    ])
  })

  it('corrects a misspelt word to the words of titles, authors and publishers, not of every description', async () => {
    // As typed, a word is found in the description too; a look-alike of it only in the headings (migration 0011).
    expect(titles(await search('q=marowgate'))).toEqual([
      'Marrowgate Nights',
      'By the author',
      'By the publisher',
    ])
  })

  it.each([
    ['frankenstien', 'Frankenstein'],
    ['sherlok holmes', 'The Adventures of Sherlock Holmes'],
    ['DRACULA', 'Dracula'],
    ['wizard of oz', 'The Wonderful Wizard of Oz'],
    ['tarzan apes', 'Tarzan of the Apes'],
    ['invisble man', 'The Invisible Man'],
    // Two neighbours swapped, a letter too many: one edit, found by the words' deletion keys.
    ['dracual', 'Dracula'],
    ['phanttom opera', 'The Phantom of the Opera'],
    // Two edits in one word: found through the trigram index instead.
    ['hound baskervils', 'The Hound of the Baskervilles'],
  ])('finds %s: %s first', async (q, title) => {
    expect(titles(await search(`q=${encodeURIComponent(q)}`))[0]).toBe(title)
  })

  it('finds the books of an author by a misspelt name with initials: h g wels', async () => {
    const found = await search('q=h%20g%20wels')
    expect(found.map((b) => b.author)).toEqual(Array(WELLS_BOOKS).fill('H. G. Wells'))
  })

  it('ignores accents and case both ways', async () => {
    expect(titles(await search('q=les%20miserables'))).toEqual(['Les Misérables'])
    expect(titles(await search('q=%C3%89MILE'))).toEqual(['Emile and the Detectives'])
    // Karel Čapek, typed without the caron.
    expect(titles(await search('q=capek'))).toEqual(['R.U.R.'])
  })

  it('takes the last word as a prefix, for text still being typed (and the admin title filter)', async () => {
    // Carmilla's description names Dracula: found too, below the title match.
    expect(titles(await search('q=drac'))).toEqual(['Dracula', 'Carmilla'])
    expect(titles(await search('q=journey%20to%20the%20cen'))).toEqual(['Journey to the Centre of the Earth'])
  })

  it('answers nothing for a text without a word, and everything for an empty one', async () => {
    const none = await get('/api/books/?q=%25%25')
    expect(none.json()).toEqual([])
    expect(none.headers['x-total-count']).toBe('0')
    const all = await get('/api/books/?q=&limit=1')
    expect(all.headers['x-total-count']).toBe(String(DEMO_BOOKS.length + 6))
  })
})

describe('GET /api/books/ filters and sorts, with or without q', () => {
  it('narrows a search by category, and pages it with the filters kept in the links', async () => {
    const first = await get('/api/books/?q=the&category=horror&sort=title&limit=2')
    const total = Number(first.headers['x-total-count'])
    expect(total).toBeGreaterThan(2)
    expect(first.headers.link).toBe(
      '</api/books/?category=horror&q=the&sort=title&limit=2&offset=2>; rel="next"',
    )
    const horrorTitles = (body: unknown) => {
      const page = BookList.parse(body)
      expect(page.every((b) => b.category === 'horror')).toBe(true)
      return page.map((b) => b.title)
    }
    const seen = await readToTheEnd(
      get,
      '/api/books/?q=the&category=horror&sort=title&limit=2',
      horrorTitles,
      total,
    )
    expect(seen).toHaveLength(total)
    expect(seen).toEqual([...seen].sort())
  })

  it('keeps books within the price range, compared exactly in cents', async () => {
    const found = await search('category=horror&minPrice=7.99&maxPrice=9.99&sort=price-asc')
    const prices = found.map((b) => b.newPrice)
    expect(prices.length).toBeGreaterThan(1)
    expect(prices.every((p) => p >= 7.99 && p <= 9.99)).toBe(true)
    expect(prices).toContain(7.99)
    expect(prices).toContain(9.99)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const res = await get('/api/books/?category=horror&minPrice=7.99&maxPrice=9.99&limit=1')
    expect(res.headers['x-total-count']).toBe(String(prices.length))
    expect(res.headers.link).toMatch(
      /^<\/api\/books\/\?category=horror&minPrice=7\.99&maxPrice=9\.99&limit=1&after=[\w-]+>; rel="next"$/,
    )
  })

  it('keeps only books in stock with inStock=true', async () => {
    const soldOut = DEMO_BOOKS.filter((b) => b.stock === 0).map((b) => b.title)
    expect(soldOut.length).toBeGreaterThan(0)
    const inStock = titles(await search('inStock=true'))
    expect(inStock).toHaveLength(DEMO_BOOKS.length + 6 - soldOut.length)
    for (const title of soldOut) expect(inStock).not.toContain(title)
    expect((await get('/api/books/?inStock=false&limit=1')).headers['x-total-count']).toBe(
      String(DEMO_BOOKS.length + 6),
    )
  })

  it.each([
    ['price-asc', (a: Book, b: Book) => a.newPrice - b.newPrice || cmp(a._id, b._id)],
    ['price-desc', (a: Book, b: Book) => b.newPrice - a.newPrice || cmp(b._id, a._id)],
    ['title', (a: Book, b: Book) => cmp(a.title, b.title) || cmp(a._id, b._id)],
    ['newest', (a: Book, b: Book) => cmp(b.createdAt, a.createdAt) || cmp(b._id, a._id)],
  ] as const)('sorts by %s, with a search and on a shelf', async (sort, order) => {
    for (const query of [`q=the&sort=${sort}`, `category=mystery&sort=${sort}`]) {
      const found = await search(query)
      expect(found.length).toBeGreaterThan(3)
      expect(found).toEqual([...found].sort(order))
    }
  })

  it('sorts by copies sold in real orders (bestselling), kept as orders come and go', async () => {
    const buyer = await signUpBuyer(t.app, 'searcher')
    const dracula = idOf.get('Dracula') ?? ''
    const carmilla = idOf.get('Carmilla') ?? ''
    const [d] = await search('q=dracula')
    const [c] = await search('q=carmilla')
    const price = (d?.newPrice ?? 0) + (c?.newPrice ?? 0)
    await placeOrder(t.app, buyer, [dracula, carmilla], Math.round(price * 100) / 100)
    const last = await placeOrder(t.app, buyer, [carmilla], c?.newPrice ?? 0)
    expect(titles(await search('category=horror&sort=bestselling')).slice(0, 2)).toEqual([
      'Carmilla',
      'Dracula',
    ])
    await t.db.delete(orders).where(eq(orders.id, last))
    const [row] = await t.db.select({ sold: books.unitsSold }).from(books).where(eq(books.id, carmilla))
    expect(row?.sold).toBe(1)
  })

  it.each([
    'sort=cheapest',
    'minPrice=10&maxPrice=5',
    'minPrice=-1',
    'maxPrice=ten',
    'inStock=yes',
    `q=${'x'.repeat(201)}`,
  ])('refuses %s with 400 {error, message}', async (query) => {
    const res = await get(`/api/books/?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', message: expect.any(String) })
  })
})

type Book = BookList[number]
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

describe('the catalogue as it changes', () => {
  it('finds a book by its new title at once after an admin edit', async () => {
    const id = await insertBook(t.db, { title: 'Quillon Draft' })
    expect(titles(await search('q=quillon'))).toEqual(['Quillon Draft'])
    // Asked before the edit: its typed words (no look-alike yet) are remembered only until the catalogue moves.
    expect(titles(await search('q=zanzibr'))).toEqual([])
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/books/edit/${id}`,
      headers: bearer(await adminToken(t)),
      payload: { title: 'Zanzibar Vellum' },
    })
    expect(edit.statusCode).toBe(200)
    expect(titles(await search('q=zanzibr%20vellum'))).toEqual(['Zanzibar Vellum'])
    expect(titles(await search('q=quillon'))).toEqual([])
    // One word: its page comes from the word's postings (migration 0012), which follow the edit and the delete.
    expect(titles(await search('q=zanzibr'))).toEqual(['Zanzibar Vellum'])
    const suggested = await get('/api/books/suggest?q=zanzi')
    expect(BookSuggestionList.parse(suggested.json()).map((b) => b.title)).toEqual(['Zanzibar Vellum'])
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/books/${id}`,
      headers: bearer(await adminToken(t)),
    })
    expect(gone.statusCode).toBe(200)
    expect(titles(await search('q=zanzibar'))).toEqual([])
    expect((await get('/api/books/suggest?q=zanzi')).json()).toEqual([])
  })
})

describe('a one-word search, ranked from the postings of its words', () => {
  const page = async (query: string) => {
    const res = await get(`/api/books/?${query}`)
    expect(res.statusCode).toBe(200)
    return { titles: titles(res.json()), total: res.headers['x-total-count'] }
  }

  it.each([
    'marrowgate',
    'marowgate',
    'drac',
    'frankenstien',
    'sherlok',
    'wels',
    'capek',
    'miserables',
    'holmes',
  ])('ranks %s as a search with a filter (every match ranked) does, with the same count', async (word) => {
    // minPrice=0 keeps every book but takes the path that ranks every match with ts_rank.
    const ranked = await page(`q=${word}&minPrice=0`)
    expect(ranked.titles.length).toBeGreaterThan(0)
    expect(await page(`q=${word}`)).toEqual(ranked)
  })

  it('pages from the headings into the books that have the word only in their description', async () => {
    expect(await page('q=marrowgate&limit=2&offset=2')).toEqual({
      titles: ['By the publisher', 'In the description'],
      total: '4',
    })
    expect(await page('q=marrowgate&limit=2&offset=3')).toEqual({
      titles: ['In the description'],
      total: '4',
    })
    expect(await page('q=marrowgate&limit=2&offset=4')).toEqual({ titles: [], total: '4' })
  })

  it('puts the word as typed before its look-alikes, and newer books first among equals', async () => {
    const older = await insertBook(t.db, {
      title: 'Quartzel Tower',
      createdAt: new Date(Date.UTC(2027, 1, 1)),
    })
    const newer = await insertBook(t.db, {
      title: 'Quartzel Bridge',
      createdAt: new Date(Date.UTC(2027, 1, 2)),
    })
    const alike = await insertBook(t.db, { title: 'Quartzil', createdAt: new Date(Date.UTC(2027, 1, 3)) })
    try {
      expect(titles(await search('q=quartzel'))).toEqual(['Quartzel Bridge', 'Quartzel Tower', 'Quartzil'])
    } finally {
      await t.db.delete(books).where(inArray(books.id, [older, newer, alike]))
    }
  })
})
