// Books as the web tests need them: a cart item, and the server's answer to GET /api/books/{id} for any book or for a
// cart item, as it is now or with what changed since the shopper added it.
import type { BookDetail } from '@bookstore/contract/schemas/book'
import type { CartBook, CartItem } from '@/shared/cart-store'
import type { FakeAnswer } from './fake-fetch'

/** A book as the cart stores it: `Book <id>`, in stock; `fields` say what a test depends on. */
export const cartItem = (id: string, fields: Partial<CartItem> = {}): CartItem => ({
  _id: id,
  title: `Book ${id}`,
  description: 'A book.',
  coverImage: `${id}.webp`,
  category: 'mystery',
  oldPrice: 20,
  newPrice: 15,
  stock: 3,
  ...fields,
})

/** A book as GET /api/books/{id} answers it; `fields` say what a test depends on. */
export const bookDetail = (fields: Partial<BookDetail> & Pick<BookDetail, '_id' | 'title'>): BookDetail => ({
  description: 'A book.',
  coverImage: `${fields._id}.webp`,
  category: 'fantasy',
  author: 'Someone',
  authors: [],
  quotes: [],
  oldPrice: 20,
  newPrice: 12.5,
  stock: 3,
  trending: false,
  hardcoverPageCount: null,
  publisher: 'A House',
  publishedAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...fields,
})

/** The book as GET /api/books/{id} answers it: the cart item's fields with `changes`, and the rest of a book. */
export const bookDetailOf = (item: CartItem, changes: Partial<CartBook> = {}): BookDetail =>
  bookDetail({
    _id: item._id,
    title: item.title,
    description: item.description,
    coverImage: item.coverImage,
    category: item.category,
    oldPrice: item.oldPrice,
    newPrice: item.newPrice,
    stock: item.stock,
    ...changes,
  })

/** fake-fetch routes by which the server knows these books as they are in the cart (any other id is a 404). */
export const serveCartBooks = (...items: CartItem[]): Record<string, () => FakeAnswer> =>
  Object.fromEntries(
    items.map((item) => [`GET /api/books/${item._id}`, () => ({ body: bookDetailOf(item) })]),
  )
