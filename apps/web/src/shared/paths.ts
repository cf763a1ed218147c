// Web route paths as { path, href } pairs (spec §2 route table): the router registers `path`, links call `href`.
import { ALL_BOOKS_SLUG } from '@bookstore/contract/categories'

const enc = encodeURIComponent

const fixed = <P extends string>(path: P) => ({ path, href: () => path })

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  login: fixed('/login'),
  register: fixed('/register'),
  cart: fixed('/cart'),
  checkout: fixed('/checkout'),
  orders: fixed('/orders'),
  order: { path: '/orders/one-order/:id', href: (id: string) => `/orders/one-order/${enc(id)}` },
  profile: fixed('/profile'),
  book: { path: '/books/:id', href: (id: string) => `/books/${enc(id)}` },
  contact: fixed('/contact'),
  notFound: fixed('/404'),
  subscribeSuccess: fixed('/subscribe-success'),
  category: {
    path: '/categories/:genre',
    href: (genre: string = ALL_BOOKS_SLUG) => `/categories/${enc(genre)}`,
  },
  admin: fixed('/admin'),
  dashboard: fixed('/dashboard'),
  addBook: fixed('/dashboard/add-new-book'),
  editBook: { path: '/dashboard/edit-book/:id', href: (id: string) => `/dashboard/edit-book/${enc(id)}` },
  manageBooks: fixed('/dashboard/manage-books'),
} as const
