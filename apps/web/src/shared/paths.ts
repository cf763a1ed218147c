// Web route paths as { path, href } pairs (spec §2 route table): the router registers `path`, links call `href`.
import { GOOGLE_RETURN_PATH } from '@bookstore/contract/api-paths'
import { ALL_BOOKS_SLUG } from '@bookstore/contract/categories'

const enc = encodeURIComponent

const fixed = <P extends string>(path: P) => ({ path, href: () => path })

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  /** The store's terms, which the checkout's terms box links to (issue 27). */
  terms: fixed('/terms'),
  login: fixed('/login'),
  register: fixed('/register'),
  /** Where Google sign-in comes back to: `from` is the page to go on to, `screen` the one to return to on failure. */
  googleReturn: {
    path: GOOGLE_RETURN_PATH,
    href: (params: { from?: string; screen?: 'login' | 'register' } = {}) => {
      const query = new URLSearchParams()
      if (params.screen) query.set('screen', params.screen)
      if (params.from) query.set('from', params.from)
      const search = query.toString()
      return search ? `${GOOGLE_RETURN_PATH}?${search}` : GOOGLE_RETURN_PATH
    },
  },
  cart: fixed('/cart'),
  checkout: fixed('/checkout'),
  orders: fixed('/orders'),
  order: { path: '/orders/one-order/:id', href: (id: string) => `/orders/one-order/${enc(id)}` },
  /** A printable invoice of one order (reached from the orders list). */
  invoice: { path: '/orders/invoice/:id', href: (id: string) => `/orders/invoice/${enc(id)}` },
  profile: fixed('/profile'),
  /** The books a shopper keeps for later (issue 24): on the server when signed in, in the browser otherwise. */
  wishlist: fixed('/wishlist'),
  /** 'Forgot password?' on /login leads here; the mailed link leads to resetPassword with its token. */
  forgotPassword: fixed('/forgot-password'),
  resetPassword: {
    path: '/reset-password',
    href: (token: string) => `/reset-password?${new URLSearchParams({ token }).toString()}`,
  },
  /** One order's state through the emailed tracking link, without signing in. */
  track: { path: '/track/:token', href: (token: string) => `/track/${enc(token)}` },
  book: { path: '/books/:id', href: (id: string) => `/books/${enc(id)}` },
  contact: fixed('/contact'),
  notFound: fixed('/404'),
  subscribeSuccess: fixed('/subscribe-success'),
  category: {
    path: '/categories/:genre',
    href: (genre: string = ALL_BOOKS_SLUG) => `/categories/${enc(genre)}`,
  },
  /** Search results (issue 16); the filters and order join `q` in the URL (features/catalog/shelf-filters.ts). */
  search: {
    path: '/search',
    href: (q: string) => `/search?${new URLSearchParams({ q }).toString()}`,
  },
  admin: fixed('/admin'),
  dashboard: fixed('/dashboard'),
  addBook: fixed('/dashboard/add-new-book'),
  editBook: { path: '/dashboard/edit-book/:id', href: (id: string) => `/dashboard/edit-book/${enc(id)}` },
  manageBooks: fixed('/dashboard/manage-books'),
  /** The shop's orders (issue 17); the filters join the URL (state, dates, search, page). */
  dashboardOrders: fixed('/dashboard/orders'),
  dashboardOrder: { path: '/dashboard/orders/:id', href: (id: string) => `/dashboard/orders/${enc(id)}` },
  customers: fixed('/dashboard/customers'),
  customer: { path: '/dashboard/customers/:uid', href: (uid: string) => `/dashboard/customers/${enc(uid)}` },
  dashboardQuotes: fixed('/dashboard/quotes'),
  /** Messages every try failed to send (issue 24). */
  dashboardMail: fixed('/dashboard/mail'),
  /** The store's details, shipping zones and tax rates (issue 39). */
  storeSettings: fixed('/dashboard/settings'),
  /** The dashboard header's search (issue 27): books, orders and customers holding `q`. */
  dashboardSearch: {
    path: '/dashboard/search',
    href: (q: string) => `/dashboard/search?${new URLSearchParams({ q }).toString()}`,
  },
} as const
