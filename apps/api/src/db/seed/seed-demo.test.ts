// Demo seed: an empty database gets the whole catalogue, the featured ids and real WebP images, exactly once.

import { access, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, it, expect, beforeAll, afterAll } from 'vitest'
import { SHOPPER_CATEGORIES } from '@bookstore/contract/categories'
import {
  CLOSING_QUOTE_ID,
  FEATURED_BOOK_IDS,
  FEATURED_QUOTE_ID,
  HERO_BANNER_IMAGES,
  smallBannerImage,
  THEMED_AUTHOR_IDS,
} from '@bookstore/contract/featured-content'
import { createTestDatabase } from '@/testing/test-db'
import type { DatabaseHandle } from '@/db/client'
import { authors, bookAuthors, books, quotes } from '@/db/schema'
import { seedDemo } from './seed-demo'

const fileExists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  )

describe('seedDemo', () => {
  let handle: DatabaseHandle
  let imagesDir: string
  let firstRun: { seeded: boolean }

  beforeAll(async () => {
    handle = await createTestDatabase()
    imagesDir = await mkdtemp(join(tmpdir(), 'bookstore-seed-'))
    firstRun = await seedDemo(handle.db, imagesDir)
  })

  afterAll(async () => {
    await handle?.close()
    if (imagesDir) await rm(imagesDir, { recursive: true, force: true })
  })

  it('fills an empty database with books in every category', async () => {
    expect(firstRun).toEqual({ seeded: true })
    const rows = await handle.db.select().from(books)
    expect(rows.length).toBeGreaterThanOrEqual(48)
    for (const category of [...SHOPPER_CATEGORIES.map((c) => c.link), 'thriller']) {
      expect(rows.filter((b) => b.category === category).length, category).toBeGreaterThanOrEqual(1)
    }
  })

  it('prices, stock and trending are varied and consistent', async () => {
    const rows = await handle.db.select().from(books)
    for (const book of rows) expect(book.oldPriceCents, book.title).toBeGreaterThan(book.newPriceCents)
    expect(rows.some((b) => b.stock === 0)).toBe(true)
    expect(rows.some((b) => b.stock > 0 && b.stock < 20)).toBe(true)
    expect(rows.some((b) => b.trending)).toBe(true)
    expect(rows.some((b) => !b.trending)).toBe(true)
  })

  it('every book is linked to its authors', async () => {
    const links = await handle.db.select().from(bookAuthors)
    const rows = await handle.db.select({ id: books.id }).from(books)
    const linked = new Set(links.map((l) => l.bookId))
    expect(rows.every((b) => linked.has(b.id))).toBe(true)
  })

  it('authors have an about text and a portrait file', async () => {
    const rows = await handle.db.select().from(authors)
    expect(rows.length).toBeGreaterThanOrEqual(12)
    for (const author of rows) {
      expect(author.about.length, author.name).toBeGreaterThan(0)
      expect(await fileExists(join(imagesDir, author.image)), author.image).toBe(true)
    }
  })

  it('quotes are mostly tied to a book', async () => {
    const rows = await handle.db.select().from(quotes)
    expect(rows.length).toBeGreaterThanOrEqual(30)
    expect(rows.filter((q) => q.bookId !== null).length).toBeGreaterThan(rows.length / 2)
  })

  it('creates every featured id of the home page', async () => {
    const bookIds = new Set((await handle.db.select({ id: books.id }).from(books)).map((r) => r.id))
    const quoteIds = new Set((await handle.db.select({ id: quotes.id }).from(quotes)).map((r) => r.id))
    const authorIds = new Set((await handle.db.select({ id: authors.id }).from(authors)).map((r) => r.id))
    for (const id of FEATURED_BOOK_IDS) expect(bookIds.has(id), id).toBe(true)
    for (const id of [FEATURED_QUOTE_ID, CLOSING_QUOTE_ID]) expect(quoteIds.has(id), id).toBe(true)
    for (const id of THEMED_AUTHOR_IDS) expect(authorIds.has(id), id).toBe(true)
  })

  it('every cover is a 400×600 WebP', async () => {
    const rows = await handle.db.select({ coverImage: books.coverImage }).from(books)
    for (const { coverImage } of rows) {
      const meta = await sharp(join(imagesDir, coverImage)).metadata()
      expect([meta.format, meta.width, meta.height], coverImage).toEqual(['webp', 400, 600])
    }
  })

  it('renders the 10 hero banners at 1600×500 and again at 800×250 for phones', async () => {
    expect(HERO_BANNER_IMAGES).toHaveLength(10)
    for (const name of HERO_BANNER_IMAGES) {
      const full = await sharp(join(imagesDir, name)).metadata()
      expect([full.format, full.width, full.height], name).toEqual(['webp', 1600, 500])
      const small = await sharp(join(imagesDir, smallBannerImage(name))).metadata()
      expect([small.format, small.width, small.height], smallBannerImage(name)).toEqual(['webp', 800, 250])
    }
  })

  it('a second run changes nothing', async () => {
    const countRows = async () => ({
      books: (await handle.db.select({ n: count() }).from(books))[0]?.n,
      authors: (await handle.db.select({ n: count() }).from(authors))[0]?.n,
      quotes: (await handle.db.select({ n: count() }).from(quotes))[0]?.n,
      links: (await handle.db.select({ n: count() }).from(bookAuthors))[0]?.n,
    })
    const before = await countRows()
    expect(await seedDemo(handle.db, imagesDir)).toEqual({ seeded: false })
    expect(await countRows()).toEqual(before)
  })
})
