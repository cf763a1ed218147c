// Paged book lists as the web tests need them: many list books, and GET /api/books/ answered a page at a time with
// X-Total-Count and Link headers, as the API answers (ARCHITECTURE §9 "Paging").
import {
  BOOK_LIST_MAX_LIMIT,
  LINK_HEADER,
  TOTAL_COUNT_HEADER,
  type Book,
} from '@bookstore/contract/schemas/book'
import type { Handler } from './fake-fetch'

/** `count` list books, newest first: 'Shelf book 1' … in `category`. */
export const shelfBooks = (count: number, category = 'fantasy'): Book[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    title: `Shelf book ${i + 1}`,
    description: `About shelf book ${i + 1}`,
    coverImage: `shelf-${i + 1}.webp`,
    category,
    author: 'Someone',
    authors: [],
    oldPrice: 20,
    newPrice: 15,
    stock: 5,
    trending: false,
    hardcoverPageCount: null,
    publisher: 'A House',
    publishedAt: null,
    createdAt: new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString(),
  }))

const pageLink = (query: Record<string, string>, offset: number, rel: string) =>
  `</api/books/?${new URLSearchParams({ ...query, offset: String(offset) }).toString()}>; rel="${rel}"`

const ORDERS: Record<string, (a: Book, b: Book) => number> = {
  'price-asc': (a, b) => a.newPrice - b.newPrice,
  'price-desc': (a, b) => b.newPrice - a.newPrice,
  title: (a, b) => a.title.localeCompare(b.title),
}

/**
 * The handler of 'GET /api/books/' over `books()` (read at each request, so a test can change the catalogue): keeps the
 * `category` ('none' = all), `q` (title, case-insensitive), `minPrice`/`maxPrice` and `inStock` matches, in the
 * `sort` order for price-asc, price-desc and title (else as given), answers `limit` of them from `offset`, and sends
 * how many match and the next and previous pages.
 */
export const serveBookPages =
  (books: () => Book[]): Handler =>
  (_body, { query = {} }) => {
    const q = query.q?.toLowerCase()
    const matching = books().filter(
      (book) =>
        (!query.category || query.category === 'none' || book.category === query.category) &&
        (!q || book.title.toLowerCase().includes(q)) &&
        (query.minPrice === undefined || book.newPrice >= Number(query.minPrice)) &&
        (query.maxPrice === undefined || book.newPrice <= Number(query.maxPrice)) &&
        (query.inStock !== 'true' || book.stock > 0),
    )
    const order = ORDERS[query.sort ?? '']
    if (order) matching.sort(order)
    const limit = Number(query.limit ?? BOOK_LIST_MAX_LIMIT)
    const offset = Number(query.offset ?? 0)
    const links = [
      ...(offset + limit < matching.length ? [pageLink(query, offset + limit, 'next')] : []),
      ...(offset > 0 ? [pageLink(query, Math.max(0, offset - limit), 'prev')] : []),
    ]
    return {
      body: matching.slice(offset, offset + limit),
      headers: {
        [TOTAL_COUNT_HEADER]: String(matching.length),
        ...(links.length === 0 ? {} : { [LINK_HEADER]: links.join(', ') }),
      },
    }
  }
