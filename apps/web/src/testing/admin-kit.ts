// What the dashboard's tests share: admin tokens with a chosen exp, and a small catalogue (two authors, three books)
// as the API would answer it.
import type { Book, BookDetail } from '@bookstore/contract/schemas/book'

const base64Url = (json: object) =>
  btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** An HS256-shaped JWT expiring `expiresIn` seconds from now (negative: already expired); the signature is fake. */
export const adminToken = (expiresIn = 3600, now = Date.now()) =>
  [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({
      sub: 'admin-1',
      role: 'admin',
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + expiresIn,
    }),
    'signature',
  ].join('.')

export const AUTHORS = [
  {
    _id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Mary Shelley',
    fullName: 'Mary Wollstonecraft Shelley',
  },
  { _id: '00000000-0000-4000-8000-0000000000a2', name: 'Bram Stoker', fullName: 'Abraham Stoker' },
] as const

const book = (n: number, fields: Partial<Book>): Book => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Book ${n}`,
  description: `About book ${n}`,
  coverImage: `book-${n}.webp`,
  category: 'horror',
  author: '',
  authors: [],
  oldPrice: 20,
  newPrice: 15,
  stock: 10,
  trending: false,
  hardcoverPageCount: 300,
  publisher: 'Lantern Classics',
  publishedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...fields,
})

export const FRANKENSTEIN = book(1, {
  title: 'Frankenstein; or, The Modern Prometheus',
  author: 'Mary Shelley',
  authors: [AUTHORS[0]._id],
  newPrice: 9.5,
})
export const DRACULA = book(2, {
  title: 'Dracula',
  author: 'Bram Stoker',
  authors: [AUTHORS[1]._id],
  category: 'mystery',
})
const WHITE_WORM = book(3, {
  title: 'The Lair of the White Worm',
  author: 'Bram Stoker',
  authors: [AUTHORS[1]._id],
})

export const BOOKS: Book[] = [FRANKENSTEIN, DRACULA, WHITE_WORM]

export const detailOf = (listed: Book): BookDetail => ({
  ...listed,
  authors: listed.authors.map((id) => {
    const author = AUTHORS.find((a) => a._id === id)
    if (!author) throw new Error(`no author ${id}`)
    return { ...author, about: '', image: '' }
  }),
  quotes: [],
})

/** The catalogue calls a book form makes: the authors, the list, and each book's detail. */
export const catalogueRoutes = () => ({
  'GET /api/authors/': () => ({
    body: [...AUTHORS]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((a) => ({ ...a, about: '', image: '' })),
  }),
  'GET /api/books/': () => ({ body: BOOKS }),
  ...Object.fromEntries(BOOKS.map((b) => [`GET /api/books/${b._id}`, () => ({ body: detailOf(b) })])),
})

/** What the server says of a cover file that is not an image, whatever its name and type claim. */
export const NOT_AN_IMAGE = 'This file is not an image. Send a JPEG, PNG, WebP, GIF or AVIF image.'

/** catalogueRoutes, with the cover upload refused as the server refuses a file that is not an image (415). */
export const coverRefusedRoutes = () => ({
  ...catalogueRoutes(),
  'POST /api/uploads/cover': () => ({
    status: 415,
    body: { error: 'unsupported_media_type', message: NOT_AN_IMAGE },
  }),
})

/** The dashboard navigation's links, as [text, href], in its order: the rail's and the phone menu's. */
export const DASHBOARD_NAV_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Add New Book', '/dashboard/add-new-book'],
  ['Manage Books', '/dashboard/manage-books'],
  ['Orders', '/dashboard/orders'],
  ['Customers', '/dashboard/customers'],
  ['Quotes', '/dashboard/quotes'],
  ['Failed Mail', '/dashboard/mail'],
  ['Store settings', '/dashboard/settings'],
]

/** The links of a navigation as [text, href]. */
export const linksOf = (nav: HTMLElement) =>
  [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
