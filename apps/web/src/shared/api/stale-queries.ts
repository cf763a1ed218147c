// What each write makes stale (spec §4 "Data cache"): one map from every mutation to the query keys whose answers it
// changes, which its onSuccess (or onError) marks stale through markStale. A mutation whose answer replaces the
// cached data itself (sign-in: setQueryData) or that changes nothing the client reads (admin login) is not listed.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { queryKeys } from './query-keys'

/** A quote's book, when it has one: a book's detail lists its quotes. */
const quoteBook = (bookId: string | null): QueryKey[] =>
  bookId === null ? [] : [queryKeys.books.one(bookId)]

export const staleQueries = {
  /** POST /api/orders/: her orders, every book and wishlist (stock changed); the dashboard's figures and lists. */
  createOrder: (): QueryKey[] => [
    queryKeys.orders.all,
    queryKeys.books.all,
    queryKeys.admin.all,
    queryKeys.wishlist.all,
  ],
  /**
   * A 409 on POST /api/orders/: a price, the stock, shipping or tax changed since the cart was checked; show the
   * figures (the books and the quote).
   */
  refusedOrder: (): QueryKey[] => [queryKeys.books.all, queryKeys.checkout.all],
  /** POST /api/admin/orders/{id}/deliver: the admin's lists, overview and figures; the shoppers' orders. */
  deliverOrder: (): QueryKey[] => [queryKeys.admin.all, queryKeys.orders.all],
  /** POST /api/admin/orders/{id}/cancel: as a delivery, and every book and wishlist (copies back in stock). */
  cancelOrder: (): QueryKey[] => [
    queryKeys.admin.all,
    queryKeys.orders.all,
    queryKeys.books.all,
    queryKeys.wishlist.all,
  ],
  /** POST /api/admin/mail/{id}/retry: the failed-mail list (the message left it). */
  retryMail: (): QueryKey[] => [queryKeys.admin.mail.all],
  /** Add, update or delete a book: every catalogue list and book, the wishlist, and the dashboard's figures. */
  writeBook: (): QueryKey[] => [queryKeys.books.all, queryKeys.admin.all, queryKeys.wishlist.all],
  /** Add or delete a quote: every quote list and quote, and the book it belongs to. */
  writeQuote: (bookId: string | null): QueryKey[] => [queryKeys.quotes.all, ...quoteBook(bookId)],
  /** PUT or DELETE /api/wishlist/{bookId}, POST /api/wishlist/merge: the wishlist (the header's count, /wishlist). */
  writeWishlist: (): QueryKey[] => [queryKeys.wishlist.all],
  /** POST /api/real-users/create-real-user: the profile's record of that user. */
  createRealUser: (uid: string): QueryKey[] => [queryKeys.realUsers.one(uid)],
  /** PUT /api/real-users/edit/{uid} with a username: her record, the account and the session (the header's name). */
  changeUsername: (uid: string): QueryKey[] => [
    queryKeys.realUsers.one(uid),
    queryKeys.account.all,
    queryKeys.identity.session(),
  ],
} as const

/** Marks every query under `keys` stale; the ones on screen refetch. Resolves when they have. */
export const markStale = (queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
