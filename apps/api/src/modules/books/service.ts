// Books service: catalogue queries (lists filtered, searched and sorted: issue 16) and the admin's writes (issue 6).
// Write routes declare `changesCatalogue`, so the catalogue cache is bumped after a write.

import { and, asc, desc, eq, exists, gt, gte, inArray, lt, lte, sql, sum, type SQL } from 'drizzle-orm'
import { STOCK_LOW_BELOW } from '@bookstore/contract/constants'
import { toCents } from '@bookstore/contract/money'
import {
  BOOK_LIST_MAX_LIMIT,
  type Book,
  type BookDetail,
  type BookListQuery,
  type BookSort,
} from '@bookstore/contract/schemas/book'
import type { BookEdit, BookInput } from '@bookstore/contract/schemas/book-input'
import type { Database } from '@/db/client'
import { authors, bookAuthors, bookCounts, books } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { toAuthorJson } from '@/modules/authors/service'
import { listQuotesOfBook } from '@/modules/quotes/service'
import { authorIdsColumn, bookFields, toBookJson, type BookPage } from './book-json'
import { oneWordPage } from './postings'
import { matches, relevance, searchQuery, type SearchQuery } from './search-query'

/** The conditions of a list query; `search` is its text's query (null: a text without a word, which matches none). */
function listConditions(db: Database, query: BookListQuery, search: SearchQuery | null | undefined): SQL[] {
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
  if (query.minPrice !== undefined) conditions.push(gte(books.newPriceCents, toCents(query.minPrice)))
  if (query.maxPrice !== undefined) conditions.push(lte(books.newPriceCents, toCents(query.maxPrice)))
  if (query.inStock) conditions.push(gt(books.stock, 0))
  // The manage table's stock filter (issue 17): a range of books_stock_idx (stock, id).
  if (query.stock === 'out') conditions.push(eq(books.stock, 0))
  if (query.stock === 'low') conditions.push(gt(books.stock, 0), lt(books.stock, STOCK_LOW_BELOW))
  if (search !== undefined) conditions.push(search ? matches(search) : sql`false`)
  return conditions
}

/** Whether only a category (or nothing) narrows the list: its count is then kept in book_counts. */
const onlyByCategory = (q: BookListQuery): boolean =>
  !q.author && !q.q && q.minPrice === undefined && q.maxPrice === undefined && !q.inStock && !q.stock

/** Whether the search text is all that narrows the list. */
const onlySearched = (q: BookListQuery): boolean =>
  !q.category && !q.author && q.minPrice === undefined && q.maxPrice === undefined && !q.inStock && !q.stock

/**
 * How many books match: a shelf's (or the catalogue's) count is read from book_counts, kept by a trigger, so it
 * costs the same at any catalogue size; other filters' books are counted (a search's from its index).
 */
async function countBooks(db: Database, query: BookListQuery, conditions: SQL[]): Promise<number> {
  if (onlyByCategory(query)) {
    const [row] = await db
      .select({ total: sum(bookCounts.books).mapWith(Number) })
      .from(bookCounts)
      .where(query.category ? eq(bookCounts.category, query.category) : undefined)
    return row?.total ?? 0
  }
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(books)
    .where(and(...conditions))
  return row?.total ?? 0
}

/** The order of a list (ties broken by id, so pages never overlap); relevance needs a search, else it is newest. */
function listOrder(sort: BookSort, search: SearchQuery | null | undefined): SQL[] {
  const newest = [desc(books.createdAt), desc(books.id)]
  switch (sort) {
    case 'relevance':
      return search ? [desc(relevance(search)), ...newest] : newest
    case 'newest':
      return newest
    case 'price-asc':
      return [asc(books.newPriceCents), asc(books.id)]
    case 'price-desc':
      return [desc(books.newPriceCents), desc(books.id)]
    case 'title':
      return [asc(books.title), asc(books.id)]
    case 'bestselling':
      return [desc(books.unitsSold), desc(books.id)]
  }
}

/**
 * One page of books, filtered by category, author, search text, price and stock, in the order asked (relevance
 * with a search text, else newest first, by default). The API filters; clients never filter it all. The page's ids
 * come from an index (the order's, or the search's), then only those rows are read, so a deep page skips index
 * entries, not whole rows with their authors.
 * `vocabulary` labels the search vocabulary read (see searchQuery).
 */
export async function listBooks(db: Database, query: BookListQuery, vocabulary?: string): Promise<BookPage> {
  const search = query.q ? await searchQuery(db, query.q, vocabulary) : undefined
  const conditions = listConditions(db, query, search)
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest')
  const order = listOrder(sort, search)
  const limit = query.limit ?? BOOK_LIST_MAX_LIMIT
  const offset = query.offset ?? 0
  // One word, by relevance, nothing else asked: the page from the word's postings, not a ranking of every match.
  if (search?.oneWord && sort === 'relevance' && onlySearched(query)) {
    return oneWordPage(db, { ...search, oneWord: search.oneWord }, { limit, offset })
  }
  if (search) {
    // A search ranks every book it matches to find a page: the same pass counts them (a window), rather than a
    // second look-up of every match for the total. Past the last page it finds no row to carry the count.
    const page = await db
      .select({ id: books.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(books)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
    const ids = page.map((row) => row.id)
    const [rows, total] = await Promise.all([
      ids.length === 0 ? [] : booksByIds(db, ids),
      page[0]?.total ?? (offset > 0 ? countBooks(db, query, conditions) : 0),
    ])
    return { books: rows, total }
  }
  const pageIds = db
    .select({ id: books.id })
    .from(books)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const [rows, total] = await Promise.all([
    db
      .select({ book: books, authorIds: authorIdsColumn })
      .from(books)
      .where(inArray(books.id, pageIds))
      .orderBy(...order),
    countBooks(db, query, conditions),
  ])
  return { books: rows.map((r) => toBookJson(r.book, r.authorIds)), total }
}

/**
 * The statement of booksByIds, prepared once per database: it reads every search's page and every "also bought" list,
 * so a server parses and plans it once per connection (its ids are one array parameter, whatever their number).
 */
const booksByIdsStatements = new WeakMap<Database, ReturnType<typeof prepareBooksByIds>>()

const prepareBooksByIds = (db: Database) =>
  db
    .select({ book: books, authorIds: authorIdsColumn })
    .from(books)
    .where(sql`${books.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('books_by_ids')

/** The books of these ids with their author ids, in the order of `ids` (a book deleted meanwhile is left out). */
export async function booksByIds(db: Database, ids: readonly string[]): Promise<Book[]> {
  let statement = booksByIdsStatements.get(db)
  if (!statement) {
    statement = prepareBooksByIds(db)
    booksByIdsStatements.set(db, statement)
  }
  const rows = await statement.execute({ ids: [...ids] })
  const byId = new Map(rows.map((r) => [r.book.id, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    return r ? [toBookJson(r.book, r.authorIds)] : []
  })
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
