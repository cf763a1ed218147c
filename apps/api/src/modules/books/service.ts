// Books service: one book's page (its authors and quotes) and the admin's writes (issue 6). Write routes declare
// `changesCatalogue`, so the catalogue cache is bumped after a write. Lists: list.ts; a search's: modules/search.

import { asc, eq, inArray } from 'drizzle-orm'
import { toCents } from '@bookstore/contract/money'
import type { Book, BookDetail } from '@bookstore/contract/schemas/book'
import type { BookEdit, BookInput } from '@bookstore/contract/schemas/book-input'
import type { Database } from '@/db/client'
import { authors, bookAuthors, books } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { toAuthorJson } from '@/modules/authors/service'
import { listQuotesOfBook } from '@/modules/quotes/service'
import { bookFields, toBookJson } from './book-json'

/** One book with its authors (in order) and quotes populated; 404 when there is none. */
export async function getBook(db: Database, id: string): Promise<BookDetail> {
  const [row] = await db.select().from(books).where(eq(books.id, id))
  if (!row) throw new DomainError('not_found', 'Book not found', 404)
  const links = await db
    .select({ authorId: bookAuthors.authorId })
    .from(bookAuthors)
    .where(eq(bookAuthors.bookId, id))
    .orderBy(bookAuthors.position)
  const authorRows = links.length
    ? await db
        .select()
        .from(authors)
        .where(
          inArray(
            authors.id,
            links.map((l) => l.authorId),
          ),
        )
    : []
  const byId = new Map(authorRows.map((a) => [a.id, a]))
  return {
    ...bookFields(row),
    authors: links.flatMap((l) => {
      const author = byId.get(l.authorId)
      return author ? [toAuthorJson(author)] : []
    }),
    quotes: await listQuotesOfBook(db, id),
  }
}

/** The names of these authors in the given order; 409 when an id names no author. Locks them against deletion. */
async function authorNames(tx: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .where(inArray(authors.id, [...ids]))
    .orderBy(asc(authors.id))
    .for('share')
  const byId = new Map(rows.map((r) => [r.id, r.name]))
  const unknown = ids.filter((id) => !byId.has(id))
  if (unknown.length > 0) {
    throw new DomainError('conflict', `These authors do not exist: ${unknown.join(', ')}`, 409)
  }
  return ids.map((id) => byId.get(id) ?? '')
}

async function linkAuthors(tx: Database, bookId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(bookAuthors).where(eq(bookAuthors.bookId, bookId))
  if (ids.length === 0) return
  await tx.insert(bookAuthors).values(ids.map((authorId, position) => ({ bookId, authorId, position })))
}

/** The display line: the one sent, else the authors' names ("Mary Shelley, Percy Shelley"). */
const authorLine = (sent: string | undefined, names: readonly string[]): string => sent || names.join(', ')

/** Creates a book with its authors (which must exist: 409 otherwise). */
export async function createBook(db: Database, input: BookInput): Promise<Book> {
  return db.transaction(async (tx) => {
    const names = await authorNames(tx, input.authors)
    const [row] = await tx
      .insert(books)
      .values({
        title: input.title,
        description: input.description,
        coverImage: input.coverImage,
        category: input.category,
        author: authorLine(input.author, names),
        oldPriceCents: toCents(input.oldPrice),
        newPriceCents: toCents(input.newPrice),
        stock: input.stock,
        trending: input.trending,
        hardcoverPageCount: input.hardcoverPageCount ?? null,
        publisher: input.publisher ?? '',
        publishedAt: input.publishedAt ?? null,
      })
      .returning()
    if (!row) throw new Error('insert returned no book')
    await linkAuthors(tx, row.id, input.authors)
    return toBookJson(row, input.authors)
  })
}

/** Changes the fields sent; an empty coverImage keeps the cover. 404 for an unknown book, 409 for unknown authors. */
export async function editBook(db: Database, id: string, input: BookEdit): Promise<Book> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: books.id }).from(books).where(eq(books.id, id)).for('update')
    if (!existing) throw new DomainError('not_found', 'Book not found', 404)
    let authorIds: string[]
    let author: string | undefined
    if (input.authors !== undefined) {
      const names = await authorNames(tx, input.authors)
      await linkAuthors(tx, id, input.authors)
      authorIds = input.authors
      author = authorLine(input.author, names)
    } else {
      const links = await tx
        .select({ authorId: bookAuthors.authorId, name: authors.name })
        .from(bookAuthors)
        .innerJoin(authors, eq(authors.id, bookAuthors.authorId))
        .where(eq(bookAuthors.bookId, id))
        .orderBy(bookAuthors.position)
      authorIds = links.map((l) => l.authorId)
      author =
        input.author === undefined
          ? undefined
          : authorLine(
              input.author,
              links.map((l) => l.name),
            )
    }
    const [row] = await tx
      .update(books)
      .set({
        title: input.title,
        description: input.description,
        // Spec §5: an empty cover field keeps the existing cover.
        coverImage: input.coverImage || undefined,
        category: input.category,
        author,
        oldPriceCents: input.oldPrice === undefined ? undefined : toCents(input.oldPrice),
        newPriceCents: input.newPrice === undefined ? undefined : toCents(input.newPrice),
        stock: input.stock,
        trending: input.trending,
        hardcoverPageCount: input.hardcoverPageCount,
        publisher: input.publisher,
        publishedAt: input.publishedAt,
        updatedAt: new Date(),
      })
      .where(eq(books.id, id))
      .returning()
    if (!row) throw new Error('update returned no book')
    return toBookJson(row, authorIds)
  })
}

/**
 * Deletes a book; 404 when there is none. Its order lines keep their title and price (their book_id becomes null),
 * its quotes stay without a book, its author links go.
 */
export async function deleteBook(db: Database, id: string): Promise<{ message: string }> {
  const deleted = await db.delete(books).where(eq(books.id, id)).returning({ id: books.id })
  if (deleted.length === 0) throw new DomainError('not_found', 'Book not found', 404)
  return { message: 'Book deleted successfully' }
}
