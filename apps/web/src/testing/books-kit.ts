// What the cart and checkout screens' tests share: the server's answer to GET /api/books/{id} for a cart item, as
// it is now or with what changed since the shopper added it.
import type { BookDetail } from '@bookstore/contract/schemas/book'
import type { FakeAnswer } from './fake-fetch'
import type { CartBook, CartItem } from '../shared/cart-store'

/** The book as GET /api/books/{id} answers it: the cart item's fields with `changes`, and the rest of a book. */
export const bookDetailOf = (item: CartItem, changes: Partial<CartBook> = {}): BookDetail => ({
  _id: item._id,
  title: item.title,
  description: item.description,
  coverImage: item.coverImage,
  category: item.category,
  oldPrice: item.oldPrice,
  newPrice: item.newPrice,
  stock: item.stock,
  ...changes,
  author: 'An Author',
  authors: [],
  quotes: [],
  trending: false,
  hardcoverPageCount: null,
  publisher: 'A Publisher',
  publishedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
})

/** stubFetch routes by which the server knows these books as they are in the cart (any other id is a 404). */
export const serveCartBooks = (...items: CartItem[]): Record<string, () => FakeAnswer> =>
  Object.fromEntries(
    items.map((item) => [`GET /api/books/${item._id}`, () => ({ body: bookDetailOf(item) })]),
  )
