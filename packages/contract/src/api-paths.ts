// API paths as { route, href } pairs: the API registers `route`, the web client calls `href` (STYLE §7).

import type { AdminOrderSort, OrderState } from './schemas/admin-orders'
import type { BookListSort, BookStockFilter } from './schemas/book'
import type { CustomerSort } from './schemas/customer'
import type { QuoteSort } from './schemas/quote'

const enc = encodeURIComponent

export interface BookListParams {
  category?: string
  /** Books by this author id (the home page's themed author carousels). */
  author?: string
  /** Search text: titles, authors, publishers, descriptions (the search page, the admin's book filter). */
  q?: string
  /**
   * The search text's words as typed, none widened to look-alikes (issue 27). Without it, a search answered through
   * corrections says so in X-Search-Corrected (SEARCH_CORRECTED_HEADER).
   */
  exact?: boolean
  /** Dollars. */
  minPrice?: number
  maxPrice?: number
  inStock?: boolean
  /** Low (1..STOCK_LOW_BELOW - 1 copies) or out of stock: the manage table's filter. */
  stock?: BookStockFilter
  /** The shop's orders (BOOK_SORTS), or the dashboard's stock orders (ADMIN_BOOK_SORTS). */
  sort?: BookListSort
  limit?: number
  offset?: number
  /** A keyset cursor from a list's Link rel="next" (issue 26 item 7); not with offset or q. */
  after?: string
}

/** The dashboard's orders (GET /api/admin/orders and its CSV export): the filters of AdminOrdersQuery. */
export interface AdminOrdersParams {
  status?: OrderState
  /** 'YYYY-MM-DD', UTC days, both included. */
  from?: string
  to?: string
  /** An order id, or text found in the customer's name or email. */
  q?: string
  /** One customer's orders (her user id). */
  customer?: string
  /** Newest first unless asked (ADMIN_ORDER_SORTS). */
  sort?: AdminOrderSort
  limit?: number
  offset?: number
}

/** A page of a list filtered by text (authors by name, quotes by content). */
export interface TextListParams {
  q?: string
  limit?: number
  offset?: number
}

/** A page of quotes: TextListParams and an order (QUOTE_SORTS; oldest first unless asked). */
export interface QuoteListParams extends TextListParams {
  sort?: QuoteSort
}

/** A page of the dashboard's customers: TextListParams and an order (CUSTOMER_SORTS; newest first unless asked). */
export interface CustomerListParams extends TextListParams {
  sort?: CustomerSort
}

const query = (params: Record<string, string | number | boolean | undefined>): string => {
  const pairs = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${enc(k)}=${enc(String(v))}`)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}

export const apiPaths = {
  health: { route: '/api/health', href: () => '/api/health' },
  /** Readiness for a load balancer: 200 when the database (and Redis when configured) answer, else 503. */
  ready: { route: '/api/ready', href: () => '/api/ready' },
  books: {
    route: '/api/books/',
    href: (params: BookListParams = {}) => '/api/books/' + query({ ...params }),
  },
  book: { route: '/api/books/:id', href: (id: string) => `/api/books/${enc(id)}` },
  bookSuggestions: { route: '/api/books/suggest', href: (q: string) => '/api/books/suggest' + query({ q }) },
  didYouMean: {
    route: '/api/books/did-you-mean',
    href: (q: string) => '/api/books/did-you-mean' + query({ q }),
  },
  alsoBought: {
    route: '/api/books/:id/also-bought',
    href: (id: string) => `/api/books/${enc(id)}/also-bought`,
  },
  /** GET a page of quotes, oldest first (or `sort=newest`); `q` keeps those whose content holds it. */
  quotes: {
    route: '/api/quotes/',
    href: (params: QuoteListParams = {}) => '/api/quotes/' + query({ ...params }),
  },
  /** GET a page of authors, by name; `q` keeps those whose name holds it (the admin's book form searches them). */
  authors: {
    route: '/api/authors/',
    href: (params: TextListParams = {}) => '/api/authors/' + query({ ...params }),
  },
  quote: { route: '/api/quotes/:id', href: (id: string) => `/api/quotes/${enc(id)}` },
  realUsers: { route: '/api/real-users/', href: () => '/api/real-users/' },
  /** GET one real user, DELETE it. */
  realUser: { route: '/api/real-users/:uid', href: (uid: string) => `/api/real-users/${enc(uid)}` },
  createRealUser: {
    route: '/api/real-users/create-real-user',
    href: () => '/api/real-users/create-real-user',
  },
  editRealUser: {
    route: '/api/real-users/edit/:uid',
    href: (uid: string) => `/api/real-users/edit/${enc(uid)}`,
  },
  /** POST an order (signed-in session). */
  orders: { route: '/api/orders/', href: () => '/api/orders/' },
  /** GET the orders of one email, newest first: the session's own, or any for an admin. */
  ordersByEmail: {
    route: '/api/orders/email/:email',
    href: (email: string) => `/api/orders/email/${enc(email)}`,
  },
  /** GET one order: the session's own (another user's answers 404), or any for an admin. */
  order: { route: '/api/orders/:id', href: (id: string) => `/api/orders/${enc(id)}` },
  /** GET one order's invoice as a PDF: the session's own, or any for an admin (issue 39). */
  orderInvoicePdf: {
    route: '/api/orders/:id/invoice.pdf',
    href: (id: string) => `/api/orders/${enc(id)}/invoice.pdf`,
  },
  /** GET the countries shipped to (and their regions) for the checkout's selects (issue 39). */
  checkoutOptions: { route: '/api/checkout/options', href: () => '/api/checkout/options' },
  /** POST {productIds, address, shippingMethod?} -> the full price: lines, shipping, taxes, total (issue 39). */
  checkoutQuote: { route: '/api/checkout/quote', href: () => '/api/checkout/quote' },
  /** GET or PUT (the whole document) the store's details: seller, address, tax id, prices with tax (issue 39). */
  storeSettings: { route: '/api/admin/settings/store', href: () => '/api/admin/settings/store' },
  /** GET or PUT the shipping zones and their methods. */
  shippingSettings: { route: '/api/admin/settings/shipping', href: () => '/api/admin/settings/shipping' },
  /** GET or PUT the tax rates. */
  taxSettings: { route: '/api/admin/settings/taxes', href: () => '/api/admin/settings/taxes' },
  /** GET the session's wishlist, newest first -> Book[] (issue 24). */
  wishlist: { route: '/api/wishlist', href: () => '/api/wishlist' },
  /** PUT -> 204: the book is on the session's wishlist (idempotent); DELETE -> 204: it is not. */
  wishlistBook: { route: '/api/wishlist/:bookId', href: (bookId: string) => `/api/wishlist/${enc(bookId)}` },
  /** POST {bookIds} -> Book[]: the books a signed-out shopper kept in her browser, added at sign-in. */
  wishlistMerge: { route: '/api/wishlist/merge', href: () => '/api/wishlist/merge' },
  /** GET one order's state through the emailed tracking link (no session; the token is signed and expires). */
  trackOrder: { route: '/api/track/:token', href: (token: string) => `/api/track/${enc(token)}` },
  /** GET with the session cookie -> the shopper's account (AccountSummary: hasPassword false for Google only). */
  account: { route: '/api/account', href: () => '/api/account' },
  /** POST {email} with the session cookie -> 204: the account is deleted, its orders kept for the shop. */
  deleteAccount: { route: '/api/account/delete', href: () => '/api/account/delete' },
  /** GET with the session cookie -> the shopper's account, orders and wishlist as one JSON file. */
  accountData: { route: '/api/account/data', href: () => '/api/account/data' },
  /** Which sign-in methods beyond email and password are configured (Google): the web enables its buttons. */
  identityConfig: { route: '/api/identity-config', href: () => '/api/identity-config' },

  // Admin (issue 6): every call below except adminLogin needs the admin bearer token.
  /** POST {username, password} -> {token}. */
  adminLogin: { route: '/api/auth/admin', href: () => '/api/auth/admin' },
  /** POST with the bearer token -> 204: that token is revoked on the server (the dashboard's Log out). */
  adminLogout: { route: '/api/auth/admin/logout', href: () => '/api/auth/admin/logout' },
  /** GET the dashboard's figures. */
  adminStats: { route: '/api/admin', href: () => '/api/admin' },
  /** GET the dashboard's day (issue 17): sales today and this month, best sellers, latest orders, stock alerts. */
  adminOverview: { route: '/api/admin/overview', href: () => '/api/admin/overview' },
  /** GET a page of orders, newest first, filtered (AdminOrdersQuery) -> AdminOrder[] with X-Total-Count and Link. */
  adminOrders: {
    route: '/api/admin/orders',
    href: (params: AdminOrdersParams = {}) => '/api/admin/orders' + query({ ...params }),
  },
  /** GET the same filtered orders as CSV, one line per order line (no paging). */
  adminOrdersExport: {
    route: '/api/admin/orders/export.csv',
    href: (params: Omit<AdminOrdersParams, 'limit' | 'offset'> = {}) =>
      '/api/admin/orders/export.csv' + query({ ...params }),
  },
  /** GET one order -> AdminOrder. */
  adminOrder: { route: '/api/admin/orders/:id', href: (id: string) => `/api/admin/orders/${enc(id)}` },
  /** POST -> 200 AdminOrder: delivered now (idempotent; a cancelled order answers 409). */
  deliverOrder: {
    route: '/api/admin/orders/:id/deliver',
    href: (id: string) => `/api/admin/orders/${enc(id)}/deliver`,
  },
  /** POST -> 200 AdminOrder: cancelled now, its books back in stock (idempotent; a delivered one answers 409). */
  cancelOrder: {
    route: '/api/admin/orders/:id/cancel',
    href: (id: string) => `/api/admin/orders/${enc(id)}/cancel`,
  },
  /** POST {carrier, trackingNumber} -> the order, shipped, and its mail to the shopper with the tracking link. */
  shipOrder: {
    route: '/api/admin/orders/:id/ship',
    href: (id: string) => `/api/admin/orders/${enc(id)}/ship`,
  },
  /** GET a page of customers (CustomersQuery) -> Customer[] with X-Total-Count and Link. */
  customers: {
    route: '/api/admin/customers',
    href: (params: CustomerListParams = {}) => '/api/admin/customers' + query({ ...params }),
  },
  /** GET one customer -> Customer (her orders: adminOrders with `customer`). */
  customer: { route: '/api/admin/customers/:uid', href: (uid: string) => `/api/admin/customers/${enc(uid)}` },
  /** POST a book -> 201 with the created book. */
  createBook: { route: '/api/books/create-book', href: () => '/api/books/create-book' },
  /** PUT book fields -> 200 with the updated book. */
  editBook: { route: '/api/books/edit/:id', href: (id: string) => `/api/books/edit/${enc(id)}` },
  /** DELETE a book (the book route with DELETE) -> 200 {message}. */
  deleteBook: { route: '/api/books/:id', href: (id: string) => `/api/books/${enc(id)}` },
  /** POST a quote -> 201 with the created quote. */
  createQuote: { route: '/api/quotes/create-quote', href: () => '/api/quotes/create-quote' },
  /** DELETE a quote (the quote route with DELETE) -> 200 {message}. */
  deleteQuote: { route: '/api/quotes/:id', href: (id: string) => `/api/quotes/${enc(id)}` },
  /** GET the messages every try failed to send (state=failed), newest first, paged. */
  adminMail: {
    route: '/api/admin/mail',
    href: (params: TextListParams = {}) => '/api/admin/mail' + query({ ...params }),
  },
  /** POST -> 200: a failed message is queued again. */
  retryMail: { route: '/api/admin/mail/:id/retry', href: (id: string) => `/api/admin/mail/${enc(id)}/retry` },
  /** POST multipart, the image in the field 'file' -> 201 {coverImage, fileName}. */
  uploadCover: { route: '/api/uploads/cover', href: () => '/api/uploads/cover' },
} as const

/** Where better-auth answers (ARCHITECTURE §9 "Identity"); its standard endpoints sit below it. */
export const IDENTITY_BASE_PATH = '/api/identity'

export const identityPaths = {
  signUp: `${IDENTITY_BASE_PATH}/sign-up/email`,
  signIn: `${IDENTITY_BASE_PATH}/sign-in/email`,
  /** Google and any other OAuth provider: POST {provider: 'google', callbackURL}. */
  signInSocial: `${IDENTITY_BASE_PATH}/sign-in/social`,
  signOut: `${IDENTITY_BASE_PATH}/sign-out`,
  /** POST {currentPassword, newPassword, revokeOtherSessions?} with the session cookie. */
  changePassword: `${IDENTITY_BASE_PATH}/change-password`,
  session: `${IDENTITY_BASE_PATH}/get-session`,
  /** POST {email, redirectTo}: a reset link is mailed when the account exists; the answer is the same either way. */
  requestPasswordReset: `${IDENTITY_BASE_PATH}/request-password-reset`,
  /** POST {newPassword, token}: the mailed token's account gets the new password; its sessions end. */
  resetPassword: `${IDENTITY_BASE_PATH}/reset-password`,
  /** Where Google sends the browser back (better-auth's callback/:id for GOOGLE_PROVIDER_ID). */
  googleCallback: `${IDENTITY_BASE_PATH}/callback/google`,
} as const

/** The genericOAuth provider id of Google sign-in. */
export const GOOGLE_PROVIDER_ID = 'google'

/** Where stored covers, portraits and banners are served (ARCHITECTURE §9 "Covers"). */
export const COVERS_PREFIX = '/covers/'

/** A coverImage is a stored file name, or an absolute http(s) URL shown as is. */
export const imageUrl = (coverImage: string): string =>
  /^https?:\/\//i.test(coverImage) ? coverImage : COVERS_PREFIX + enc(coverImage)

/** The web page Google sign-in returns to; better-auth also sends failures it cannot tie to a screen there. */
export const GOOGLE_RETURN_PATH = '/auth/callback'
