// Demo catalogue seed: fills an empty database with authors, books and quotes (stable demo ids), then its images.

import { toCents } from '@bookstore/contract/money'
import type { Database } from '@/db/client'
import type { FileStore } from '@/db/files/file-store'
import { authors, bookAuthors, books, quotes } from '@/db/schema'
import {
  DEMO_AUTHORS,
  DEMO_BOOKS,
  DEMO_QUOTES,
  authorLine,
  coverFileName,
  demoAuthor,
  portraitFileName,
} from './demo-catalogue'
import { demoId } from './demo-ids'
import { ensureDemoImages } from './render-images'

export { ensureDemoImages } from './render-images'

/** Book i is created one hour before book i - 1, so "newest first" has a fixed, genre-mixed order. */
const DEMO_BASE_TIME = Date.parse('2025-05-01T12:00:00Z')
const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

const createdAt = (index: number, stepMs: number): Date => new Date(DEMO_BASE_TIME - index * stepMs)

function demoRows() {
  const authorRows = DEMO_AUTHORS.map((author, i) => ({
    id: demoId('author', author.slug),
    name: author.name,
    fullName: author.fullName,
    about: author.about,
    image: portraitFileName(author),
    createdAt: createdAt(i, MINUTE_MS),
  }))
  const bookRows = DEMO_BOOKS.map((book, i) => ({
    id: demoId('book', book.slug),
    title: book.title,
    description: book.description,
    coverImage: coverFileName(book),
    category: book.category,
    author: authorLine(book),
    oldPriceCents: toCents(book.oldPrice),
    newPriceCents: toCents(book.newPrice),
    stock: book.stock,
    trending: book.trending,
    hardcoverPageCount: book.hardcoverPageCount,
    publisher: book.publisher,
    publishedAt: book.publishedAt,
    createdAt: createdAt(i, HOUR_MS),
    updatedAt: createdAt(i, HOUR_MS),
  }))
  const bookAuthorRows = DEMO_BOOKS.flatMap((book) =>
    book.authors.map((slug, position) => ({
      bookId: demoId('book', book.slug),
      authorId: demoId('author', slug),
      position,
    })),
  )
  const quoteRows = DEMO_QUOTES.map((quote, i) => ({
    id: demoId('quote', quote.slug),
    content: quote.content,
    personOrOrganization: demoAuthor(quote.author).name,
    bookId: quote.book === null ? null : demoId('book', quote.book),
    createdAt: createdAt(i, MINUTE_MS),
  }))
  return { authorRows, bookRows, bookAuthorRows, quoteRows }
}

/**
 * Seeds the demo catalogue when the books table is empty, then renders any images missing from the file store (also
 * when the rows already exist: the store may have lost them, or be a fresh one beside an already-seeded database).
 */
export async function seedDemo(db: Database, files: FileStore): Promise<{ seeded: boolean }> {
  const anyBook = await db.select({ id: books.id }).from(books).limit(1)
  let seeded = false
  if (anyBook.length === 0) {
    const rows = demoRows()
    // onConflictDoNothing: authors and unlinked quotes survive when an admin deletes every book, and two
    // processes may seed one server at once; either way the fixed demo ids already present are kept.
    await db.transaction(async (tx) => {
      await tx.insert(authors).values(rows.authorRows).onConflictDoNothing()
      await tx.insert(books).values(rows.bookRows).onConflictDoNothing()
      await tx.insert(bookAuthors).values(rows.bookAuthorRows).onConflictDoNothing()
      await tx.insert(quotes).values(rows.quoteRows).onConflictDoNothing()
    })
    seeded = true
  }
  await ensureDemoImages(files)
  return { seeded }
}
