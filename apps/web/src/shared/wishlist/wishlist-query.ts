// The wishlist's server calls (issue 24, item 5): GET /api/wishlist (her books, newest first), PUT and DELETE
// /api/wishlist/{bookId}, POST /api/wishlist/merge; and the query of the signed-in shopper's list, by her uid.
import { apiPaths } from '@bookstore/contract/api-paths'
import { WishlistBooks } from '@bookstore/contract/schemas/wishlist'
import { queryOptions } from '@tanstack/react-query'
import { api, type ResponseSchema } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

/** A 204's empty body, read as nothing. */
const NoContent: ResponseSchema<void> = { parse: () => undefined }

export const getWishlist = (signal?: AbortSignal): Promise<WishlistBooks> =>
  api.get(apiPaths.wishlist.href(), WishlistBooks, { signal })

export const putWishlistBook = (bookId: string): Promise<void> =>
  api.put(apiPaths.wishlistBook.href(bookId), undefined, NoContent)

export const deleteWishlistBook = (bookId: string): Promise<void> =>
  api.delete(apiPaths.wishlistBook.href(bookId), NoContent)

export const mergeWishlist = (bookIds: readonly string[]): Promise<WishlistBooks> =>
  api.post(apiPaths.wishlistMerge.href(), { bookIds }, WishlistBooks)

export const wishlistQueryOptions = (uid: string) =>
  queryOptions({ queryKey: queryKeys.wishlist.mine(uid), queryFn: ({ signal }) => getWishlist(signal) })
