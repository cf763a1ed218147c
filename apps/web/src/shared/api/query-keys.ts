// Query keys, one factory per resource (STYLE §3): invalidating `all` refreshes every list and item of it.
import type { AdminOrdersParams, BookListParams, TextListParams } from '@bookstore/contract/api-paths'
import type { QuoteBody } from '@bookstore/contract/schemas/checkout'

export const queryKeys = {
  books: {
    all: ['books'] as const,
    lists: () => ['books', 'list'] as const,
    list: (params: BookListParams) => ['books', 'list', params] as const,
    /** A shelf's pages as the shopper loads them (an infinite query: its data is the pages so far). */
    shelf: (params: BookListParams) => ['books', 'shelf', params] as const,
    /** One page of a list (the admin's book table). */
    page: (params: BookListParams) => ['books', 'page', params] as const,
    one: (id: string) => ['books', 'detail', id] as const,
    /** "Readers also bought" of one book (GET /api/books/{id}/also-bought). */
    alsoBought: (id: string) => ['books', 'also-bought', id] as const,
    /** What the search box suggests for a text (GET /api/books/suggest). */
    suggestions: (q: string) => ['books', 'suggest', q] as const,
    /** The closest title or author to a search that found nothing (GET /api/books/did-you-mean). */
    didYouMean: (q: string) => ['books', 'did-you-mean', q] as const,
  },
  authors: {
    all: ['authors'] as const,
    /** A page of authors, those whose name holds `q` (the book form's author search). */
    list: (params: TextListParams) => ['authors', 'list', params] as const,
  },
  quotes: {
    all: ['quotes'] as const,
    list: () => ['quotes', 'list'] as const,
    /** One page of the dashboard's quotes list (GET /api/quotes/?q=…&limit=…&offset=…), under list(). */
    page: (params: TextListParams) => ['quotes', 'list', params] as const,
    one: (id: string) => ['quotes', 'detail', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    /** GET /api/orders/email/{email}: the orders list and the profile read the same entry. */
    byEmail: (email: string) => ['orders', 'email', email] as const,
    one: (id: string) => ['orders', 'detail', id] as const,
  },
  /** The checkout's price (issue 39): the countries shipped to, and a cart's quote for one address and method. */
  checkout: {
    all: ['checkout'] as const,
    options: () => ['checkout', 'options'] as const,
    quote: (body: QuoteBody) => ['checkout', 'quote', body] as const,
  },
  /** GET /api/track/{token}: one order through its emailed tracking link (no session). */
  tracking: {
    one: (token: string) => ['tracking', token] as const,
  },
  realUsers: {
    all: ['real-users'] as const,
    /** GET /api/real-users/{uid}: the profile's name and username. */
    one: (uid: string) => ['real-users', uid] as const,
  },
  account: {
    all: ['account'] as const,
    /** GET /api/account: the profile's account, whether it has a password (issue 24). */
    summary: () => ['account', 'summary'] as const,
  },
  admin: {
    all: ['admin'] as const,
    /** GET /api/admin: the dashboard's figures. */
    stats: () => ['admin', 'stats'] as const,
    /** GET /api/admin/overview: the dashboard's day (issue 17). */
    overview: () => ['admin', 'overview'] as const,
    // The dashboard's orders and customers (issue 17) sit under admin.all: invalidating the admin's queries after a
    // delivery, a cancellation, a book write or log-out refreshes the figures, the overview and these lists together.
    orders: {
      all: ['admin', 'orders'] as const,
      /** One page of the filtered list (GET /api/admin/orders). */
      page: (params: AdminOrdersParams) => ['admin', 'orders', 'page', params] as const,
      /** One order as the admin sees it (GET /api/admin/orders/{id}). */
      one: (id: string) => ['admin', 'orders', 'detail', id] as const,
    },
    customers: {
      all: ['admin', 'customers'] as const,
      /** One page of the list (GET /api/admin/customers). */
      page: (params: TextListParams) => ['admin', 'customers', 'page', params] as const,
      /** One customer (GET /api/admin/customers/{uid}). */
      one: (uid: string) => ['admin', 'customers', 'detail', uid] as const,
      /** A page of her orders (GET /api/admin/orders?customer={uid}). */
      orders: (uid: string, offset: number) => ['admin', 'customers', 'orders', uid, offset] as const,
    },
    mail: {
      all: ['admin', 'mail'] as const,
      /** One page of the failed mail (GET /api/admin/mail, issue 24). */
      page: (params: { limit: number; offset: number }) => ['admin', 'mail', 'page', params] as const,
    },
  },
  wishlist: {
    all: ['wishlist'] as const,
    /** GET /api/wishlist: the signed-in shopper's books (by her uid, so another account never sees them). */
    mine: (uid: string) => ['wishlist', 'mine', uid] as const,
  },
  identity: {
    all: ['identity'] as const,
    /** The signed-in user, or null (GET /api/identity/get-session). */
    session: () => ['identity', 'session'] as const,
    /** Which sign-in methods are configured (GET /api/identity-config). */
    config: () => ['identity', 'config'] as const,
  },
}
