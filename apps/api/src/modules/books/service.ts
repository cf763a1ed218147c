// Books service: catalogue queries and the row -> wire mapping of books (spec §3 "Book", §7).

import { and, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm'
import { fromCents } from '@bookstore/contract/money'
import type { Book, BookDetail, BookListQuery } from '@bookstore/contract/schemas/book'
import type { Database } from '../../db/client'
import { authors, bookAuthors, books } from '../../db/schema'
import { DomainError } from '../../plugins/errors'
import { listQuotesOfBook } from '../quotes/service'

type BookRow = typeof books.$inferSelect
type AuthorRow = typeof authors.$inferSelect

/** Author ids in their order on the book, as text (uuid[] parsing differs between drivers). */
const authorIdsColumn = sql<string[]>`coalesce(
  (select array_agg(${bookAuthors.authorId}::text order by ${bookAuthors.position})
   from ${bookAuthors} where ${bookAuthors.bookId} = ${books.id}),
  '{}'::text[])`

const bookFields = (row: BookRow) => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  coverImage: row.coverImage,
  category: row.category,
  author: row.author,
  oldPrice: fromCents(row.oldPriceCents),
  newPrice: fromCents(row.newPriceCents),
  stock: row.stock,
  trending: row.trending,
  hardcoverPageCount: row.hardcoverPageCount,
  publisher: row.publisher,
  publishedAt: row.publishedAt,
  createdAt: row.createdAt.toISOString(),
})

export const toBookJson = (row: BookRow, authorIds: string[]): Book => ({
  ...bookFields(row),
  authors: authorIds,
})

const toAuthorJson = (row: AuthorRow) => ({
  _id: row.id,
  name: row.name,
  fullName: row.fullName,
  about: row.about,
  image: row.image,
})

/** Newest first; a category or an author narrows the list (the API filters; clients never filter it all). */
export async function listBooks(db: Database, query: BookListQuery): Promise<Book[]> {
  const conditions: SQL[] = []
  if (query.category) conditions.push(eq(books.category, query.category))
  if (query.author) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(bookAuthors)
          .where(and(eq(bookAuthors.bookId, books.id), eq(bookAuthors.authorId, query.author))),
      ),
    )
  }
  let statement = db
    .select({ book: books, authorIds: authorIdsColumn })
    .from(books)
    .where(and(...conditions))
    .orderBy(desc(books.createdAt), desc(books.id))
    .$dynamic()
  if (query.limit !== undefined) statement = statement.limit(query.limit)
  if (query.offset !== undefined) statement = statement.offset(query.offset)
  const rows = await statement
  return rows.map((r) => toBookJson(r.book, r.authorIds))
}

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
