// Demo seed: an empty database gets the whole catalogue, the featured ids and real WebP images (in the file store:
// DATA_DIR/covers on PGlite, stored_files on PostgreSQL, served at /covers/ either way), exactly once.

import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, it, expect, beforeAll } from 'vitest'
import { SHOPPER_CATEGORIES } from '@bookstore/contract/categories'
import {
  CLOSING_QUOTE_ID,
  FEATURED_BOOK_IDS,
  FEATURED_QUOTE_ID,
  HERO_BANNER_IMAGES,
  smallBannerImage,
  THEMED_AUTHOR_IDS,
} from '@bookstore/contract/featured-content'
import { authors, bookAuthors, books, quotes } from '@/db/schema'
import { useTestApp } from '@/testing/test-app'
import { seedDemo } from './seed-demo'

const t = useTestApp()

/** The metadata of a stored image, read through the file store. */
async function storedImage(name: string) {
  const file = await t.files.get(name)
  if (!file) throw new Error(`${name} is not stored`)
  return sharp(file.bytes).metadata()
}

describe('seedDemo', () => {
  let firstRun: { seeded: boolean }

  beforeAll(async () => {
    firstRun = await seedDemo(t.db, t.files)
  })

  it('fills an empty database with books in every category', async () => {
    expect(firstRun).toEqual({ seeded: true })
    const rows = await t.db.select().from(books)
    expect(rows.length).toBeGreaterThanOrEqual(48)
    for (const category of [...SHOPPER_CATEGORIES.map((c) => c.link), 'thriller']) {
      expect(rows.filter((b) => b.category === category).length, category).toBeGreaterThanOrEqual(1)
    }
  })

  it('prices, stock and trending are varied and consistent', async () => {
    const rows = await t.db.select().from(books)
    for (const book of rows) expect(book.oldPriceCents, book.title).toBeGreaterThan(book.newPriceCents)
    expect(rows.some((b) => b.stock === 0)).toBe(true)
    expect(rows.some((b) => b.stock > 0 && b.stock < 20)).toBe(true)
    expect(rows.some((b) => b.trending)).toBe(true)
    expect(rows.some((b) => !b.trending)).toBe(true)
  })

  it('every book is linked to its authors', async () => {
    const links = await t.db.select().from(bookAuthors)
    const rows = await t.db.select({ id: books.id }).from(books)
    const linked = new Set(links.map((l) => l.bookId))
    expect(rows.every((b) => linked.has(b.id))).toBe(true)
  })

  it('authors have an about text and a portrait file', async () => {
    const rows = await t.db.select().from(authors)
    expect(rows.length).toBeGreaterThanOrEqual(12)
    for (const author of rows) {
      expect(author.about.length, author.name).toBeGreaterThan(0)
      expect(await t.files.present([author.image]), author.image).toEqual(new Set([author.image]))
    }
  })

  it('quotes are mostly tied to a book', async () => {
    const rows = await t.db.select().from(quotes)
    expect(rows.length).toBeGreaterThanOrEqual(30)
    expect(rows.filter((q) => q.bookId !== null).length).toBeGreaterThan(rows.length / 2)
  })

  it('creates every featured id of the home page', async () => {
    const bookIds = new Set((await t.db.select({ id: books.id }).from(books)).map((r) => r.id))
    const quoteIds = new Set((await t.db.select({ id: quotes.id }).from(quotes)).map((r) => r.id))
    const authorIds = new Set((await t.db.select({ id: authors.id }).from(authors)).map((r) => r.id))
    for (const id of FEATURED_BOOK_IDS) expect(bookIds.has(id), id).toBe(true)
    for (const id of [FEATURED_QUOTE_ID, CLOSING_QUOTE_ID]) expect(quoteIds.has(id), id).toBe(true)
    for (const id of THEMED_AUTHOR_IDS) expect(authorIds.has(id), id).toBe(true)
  })

  it('every cover is a 400×600 WebP', async () => {
    const rows = await t.db.select({ coverImage: books.coverImage }).from(books)
    for (const { coverImage } of rows) {
      const meta = await storedImage(coverImage)
      expect([meta.format, meta.width, meta.height], coverImage).toEqual(['webp', 400, 600])
    }
  })

  it('renders the 10 hero banners at 1600×500 and again at 800×250 for phones', async () => {
    expect(HERO_BANNER_IMAGES).toHaveLength(10)
    for (const name of HERO_BANNER_IMAGES) {
      const full = await storedImage(name)
      expect([full.format, full.width, full.height], name).toEqual(['webp', 1600, 500])
      const small = await storedImage(smallBannerImage(name))
      expect([small.format, small.width, small.height], smallBannerImage(name)).toEqual(['webp', 800, 250])
    }
  })

  it('a second run changes nothing', async () => {
    const countRows = async () => ({
      books: (await t.db.select({ n: count() }).from(books))[0]?.n,
      authors: (await t.db.select({ n: count() }).from(authors))[0]?.n,
      quotes: (await t.db.select({ n: count() }).from(quotes))[0]?.n,
      links: (await t.db.select({ n: count() }).from(bookAuthors))[0]?.n,
    })
    const before = await countRows()
    const files = (await t.files.names()).length
    expect(await seedDemo(t.db, t.files)).toEqual({ seeded: false })
    expect(await countRows()).toEqual(before)
    expect((await t.files.names()).length).toBe(files)
  })

  it('serves its images at /covers/ with their type and immutable caching', async () => {
    const [book] = await t.db.select({ coverImage: books.coverImage }).from(books).limit(1)
    for (const name of [book?.coverImage ?? '', HERO_BANNER_IMAGES[0] ?? '']) {
      const res = await t.app.inject(`/covers/${name}`)
      expect(res.statusCode, name).toBe(200)
      expect(res.headers['content-type'], name).toBe('image/webp')
      expect(res.headers['cache-control'], name).toBe('public, max-age=31536000, immutable')
      expect((await sharp(res.rawPayload).metadata()).format, name).toBe('webp')
    }
  })

  it('writes nothing to DATA_DIR when the files live in the database', async () => {
    const inDataDir = await readdir(join(t.dataDir, 'covers'))
    expect(inDataDir.length).toBe(t.filesMode === 'database' ? 0 : (await t.files.names()).length)
  })
})
