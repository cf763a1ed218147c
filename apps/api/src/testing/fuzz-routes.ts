// Every route the API fuzz test covers: the contract's API paths, the identity endpoints (fuzz-identity-routes.ts:
// those routed to better-auth and those it serves that are not routed) and the static files, each with the shape of
// its path parameters and body. fuzz.pg.test.ts checks this list against the routes the app registered, so a new route
// cannot escape fuzzing.

import { apiPaths, COVERS_PREFIX } from '@bookstore/contract/api-paths'
import { IDENTITY_FUZZ_ROUTES } from './fuzz-identity-routes'
import type { FuzzRoute } from './fuzz-route'
import {
  ADMIN_LOGIN_BODY,
  ADMIN_MAIL_QUERY,
  ADMIN_ORDERS_QUERY,
  BOOK_BODY,
  BOOK_EDIT_BODY,
  BOOK_LIST_QUERY,
  books,
  CHECKOUT_QUOTE_BODY,
  CUSTOMERS_QUERY,
  DELETE_ACCOUNT_BODY,
  emails,
  ORDER_BODIES,
  orders,
  QUOTE_BODY,
  quotes,
  REAL_USER_CREATE_BODY,
  REAL_USER_EDIT_BODY,
  SEARCH_TEXT_QUERY,
  SHIP_ORDER_BODY,
  SHIPPING_SETTINGS_BODY,
  STORE_DETAILS_BODY,
  TAX_SETTINGS_BODY,
  users,
  WISHLIST_MERGE_BODY,
} from './fuzz-shapes'
import { TrackingLinks } from '@/modules/tracking'
import { DOCS_PREFIX, OPENAPI_PATH } from '@/plugins/openapi'
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL } from './test-app'

export type { FuzzMethod, FuzzRoute, Writes } from './fuzz-route'
export { UNLISTED_IDENTITY_ENDPOINTS } from './fuzz-identity-routes'

const FUZZ_TRACKING = new TrackingLinks({ publicUrl: TEST_PUBLIC_URL, authSecret: TEST_AUTH_SECRET })

export const FUZZ_ROUTES: readonly FuzzRoute[] = [
  { method: 'GET', route: apiPaths.health.route, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.ready.route, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.identityConfig.route, writes: 'none', freeShare: 1 },
  {
    method: 'GET',
    route: apiPaths.books.route,
    writes: 'none',
    freeShare: 1,
    query: BOOK_LIST_QUERY,
  },
  { method: 'GET', route: apiPaths.book.route, params: { id: books }, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.alsoBought.route, params: { id: books }, writes: 'none', freeShare: 1 },
  {
    method: 'GET',
    route: apiPaths.bookSuggestions.route,
    writes: 'none',
    freeShare: 1,
    query: SEARCH_TEXT_QUERY,
  },
  { method: 'GET', route: apiPaths.didYouMean.route, writes: 'none', freeShare: 1, query: SEARCH_TEXT_QUERY },
  {
    method: 'POST',
    route: apiPaths.createBook.route,
    body: [BOOK_BODY],
    writes: 'catalogue',
    freeShare: 0.1,
  },
  {
    method: 'PUT',
    route: apiPaths.editBook.route,
    params: { id: books },
    body: [BOOK_EDIT_BODY],
    writes: 'catalogue',
    freeShare: 0.1,
  },
  {
    method: 'DELETE',
    route: apiPaths.deleteBook.route,
    params: { id: books },
    writes: 'catalogue',
    freeShare: 0.03,
  },
  { method: 'GET', route: apiPaths.quotes.route, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.quote.route, params: { id: quotes }, writes: 'none', freeShare: 1 },
  {
    method: 'POST',
    route: apiPaths.createQuote.route,
    body: [QUOTE_BODY],
    writes: 'catalogue',
    freeShare: 0.1,
  },
  {
    method: 'DELETE',
    route: apiPaths.deleteQuote.route,
    params: { id: quotes },
    writes: 'catalogue',
    freeShare: 0.03,
  },
  { method: 'GET', route: apiPaths.authors.route, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.realUsers.route, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.realUser.route, params: { uid: users }, writes: 'none', freeShare: 1 },
  {
    method: 'POST',
    route: apiPaths.createRealUser.route,
    body: [REAL_USER_CREATE_BODY],
    writes: 'account',
    freeShare: 0.1,
  },
  {
    method: 'PUT',
    route: apiPaths.editRealUser.route,
    params: { uid: users },
    body: [REAL_USER_EDIT_BODY],
    writes: 'account',
    freeShare: 0.1,
  },
  // A valid delete would end the shopper's session for the rest of the run: never free.
  {
    method: 'DELETE',
    route: apiPaths.realUser.route,
    params: { uid: users },
    writes: 'account',
    freeShare: 0,
  },
  {
    method: 'POST',
    route: apiPaths.orders.route,
    body: ORDER_BODIES,
    writes: 'catalogue',
    freeShare: 0.15,
  },
  {
    method: 'GET',
    route: apiPaths.ordersByEmail.route,
    params: { email: emails },
    writes: 'none',
    freeShare: 1,
  },
  { method: 'GET', route: apiPaths.order.route, params: { id: orders }, writes: 'none', freeShare: 1 },
  // The checkout's price and an order's invoice (issue 39).
  { method: 'GET', route: apiPaths.checkoutOptions.route, writes: 'none', freeShare: 1 },
  {
    method: 'POST',
    route: apiPaths.checkoutQuote.route,
    body: [CHECKOUT_QUOTE_BODY],
    writes: 'none',
    freeShare: 1,
  },
  {
    method: 'GET',
    route: apiPaths.orderInvoicePdf.route,
    params: { id: orders },
    writes: 'none',
    freeShare: 1,
  },
  // An order's emailed tracking link, signed as the test app signs it (the generator adds forged and malformed ones).
  {
    method: 'GET',
    route: apiPaths.trackOrder.route,
    params: { token: (ctx) => ctx.orderIds.map((id) => FUZZ_TRACKING.token(id)) },
    writes: 'none',
    freeShare: 1,
  },
  // The shopper's own account (issue 24): a delete is never valid here, as it would end the run's shopper.
  { method: 'GET', route: apiPaths.account.route, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.accountData.route, writes: 'none', freeShare: 1 },
  {
    method: 'POST',
    route: apiPaths.deleteAccount.route,
    body: [DELETE_ACCOUNT_BODY],
    writes: 'account',
    freeShare: 0,
  },
  // A shopper's wishlist (issue 24): its writes touch nothing another route reads but her own list.
  { method: 'GET', route: apiPaths.wishlist.route, writes: 'none', freeShare: 1 },
  {
    method: 'PUT',
    route: apiPaths.wishlistBook.route,
    params: { bookId: books },
    writes: 'none',
    freeShare: 1,
  },
  {
    method: 'DELETE',
    route: apiPaths.wishlistBook.route,
    params: { bookId: books },
    writes: 'none',
    freeShare: 1,
  },
  {
    method: 'POST',
    route: apiPaths.wishlistMerge.route,
    body: [WISHLIST_MERGE_BODY],
    writes: 'none',
    freeShare: 1,
  },
  {
    method: 'POST',
    route: apiPaths.adminLogin.route,
    body: [ADMIN_LOGIN_BODY],
    writes: 'none',
    freeShare: 1,
  },
  { method: 'POST', route: apiPaths.adminLogout.route, writes: 'none', freeShare: 1, spareAdmin: true },
  { method: 'GET', route: apiPaths.adminStats.route, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.adminOverview.route, writes: 'none', freeShare: 1 },
  {
    method: 'GET',
    route: apiPaths.adminOrders.route,
    query: ADMIN_ORDERS_QUERY,
    writes: 'none',
    freeShare: 1,
  },
  {
    method: 'GET',
    route: apiPaths.adminOrdersExport.route,
    query: ADMIN_ORDERS_QUERY,
    writes: 'none',
    freeShare: 1,
  },
  { method: 'GET', route: apiPaths.adminOrder.route, params: { id: orders }, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.customers.route, query: CUSTOMERS_QUERY, writes: 'none', freeShare: 1 },
  { method: 'GET', route: apiPaths.customer.route, params: { uid: users }, writes: 'none', freeShare: 1 },
  // The failed mail (issue 24): none fails in the run, so a retry of any id answers 404.
  { method: 'GET', route: apiPaths.adminMail.route, query: ADMIN_MAIL_QUERY, writes: 'none', freeShare: 1 },
  {
    method: 'POST',
    route: apiPaths.retryMail.route,
    params: { id: () => ['00000000-0000-4000-8000-000000000000'] },
    writes: 'none',
    freeShare: 1,
  },
  // Fulfilment changes the state the other order routes read; cancel puts books back in stock.
  {
    method: 'POST',
    route: apiPaths.deliverOrder.route,
    params: { id: orders },
    writes: 'none',
    freeShare: 0.15,
  },
  {
    method: 'POST',
    route: apiPaths.shipOrder.route,
    params: { id: orders },
    body: [SHIP_ORDER_BODY],
    writes: 'none',
    freeShare: 0.15,
  },
  // The store settings (issue 39): a valid document is the test store's own, so the run's prices stay as they are.
  ...(
    [
      [apiPaths.storeSettings.route, STORE_DETAILS_BODY],
      [apiPaths.shippingSettings.route, SHIPPING_SETTINGS_BODY],
      [apiPaths.taxSettings.route, TAX_SETTINGS_BODY],
    ] as const
  ).flatMap(([route, body]): FuzzRoute[] => [
    { method: 'GET', route, writes: 'none', freeShare: 1 },
    { method: 'PUT', route, body: [body], writes: 'none', freeShare: 1 },
  ]),
  {
    method: 'POST',
    route: apiPaths.cancelOrder.route,
    params: { id: orders },
    writes: 'catalogue',
    freeShare: 0.15,
  },
  { method: 'POST', route: apiPaths.uploadCover.route, body: 'multipart', writes: 'none', freeShare: 1 },
  ...IDENTITY_FUZZ_ROUTES,
  // The OpenAPI document and its reference page with the page's own files (plugins/openapi.ts, issue 25).
  { method: 'GET', route: OPENAPI_PATH, writes: 'none', freeShare: 1 },
  ...['', '/json', '/yaml', '/static/index.html', '/static/swagger-initializer.js'].map(
    (tail): FuzzRoute => ({ method: 'GET', route: `${DOCS_PREFIX}${tail}`, writes: 'none', freeShare: 1 }),
  ),
  {
    method: 'GET',
    route: `${DOCS_PREFIX}/static/*`,
    // Not the scripts: their minified text holds the words ('TypeError' …) the leak check looks for.
    params: { '*': () => ['swagger-ui.css', 'index.css', 'favicon-32x32.png'] },
    writes: 'none',
    freeShare: 1,
  },
  {
    method: 'GET',
    route: `${COVERS_PREFIX}*`,
    params: { '*': (ctx) => [ctx.coverName] },
    writes: 'none',
    freeShare: 1,
  },
  { method: 'GET', route: '/', writes: 'none', freeShare: 1 },
  // Issue 25: robots.txt and the sitemap (modules/seo).
  { method: 'GET', route: '/robots.txt', writes: 'none', freeShare: 1 },
  { method: 'GET', route: '/sitemap.xml', writes: 'none', freeShare: 1 },
  { method: 'GET', route: '/sitemaps/pages.xml', writes: 'none', freeShare: 1 },
  {
    method: 'GET',
    route: '/sitemaps/:file',
    params: { file: () => ['books-1.xml', 'books-2.xml'] },
    writes: 'none',
    freeShare: 1,
  },
  {
    method: 'GET',
    route: '/*',
    params: { '*': (ctx) => [`assets/${ctx.assetName}`, 'index.html', 'categories/fantasy', 'books/x'] },
    writes: 'none',
    freeShare: 1,
  },
]

/** Method and route, as fuzz.pg.test.ts compares them with the app's: no trailing slash. */
export const routeKey = (method: string, route: string): string =>
  `${method} ${route.length > 1 ? route.replace(/\/+$/, '') : route}`
