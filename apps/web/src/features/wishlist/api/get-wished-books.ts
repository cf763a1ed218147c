// The books /wishlist shows (issue 24, item 5), newest added first: signed in, her list from GET /api/wishlist;
// signed out, the ids this browser keeps, each read with GET /api/books/{id} (the book page's own cache entry). A
// book the shop withdrew (404) leaves the browser's list; a book taken off shows gone at once (use-wishlist.ts).
import type { Book } from '@bookstore/contract/schemas/book'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError } from '@/shared/api/api-error'
import { bookQueryOptions } from '@/shared/api/book-query'
import { useAuth } from '@/shared/auth/use-auth'
import { forgetLocalWishlist, useLocalWishlist } from '@/shared/wishlist/local-wishlist'
import { useWishlist } from '@/shared/wishlist/use-wishlist'
import { wishlistQueryOptions } from '@/shared/wishlist/wishlist-query'

/** What a wishlist row shows of a book: the fields a list book and a book's detail share, enough for the cart. */
export type WishedBook = Pick<
  Book,
  '_id' | 'title' | 'author' | 'description' | 'coverImage' | 'category' | 'oldPrice' | 'newPrice' | 'stock'
>

export type WishedBooks =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; books: WishedBook[] }

const isGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404

/** The books of the ids this browser keeps; disabled (nothing asked) while `ids` is null. */
function useLocalBooks(ids: readonly string[] | null): WishedBooks {
  const results = useQueries({ queries: (ids ?? []).map((id) => bookQueryOptions(id)) })
  const gone = (ids ?? []).filter((_, i) => isGone(results[i]?.error))
  const goneKey = gone.join(',')
  useEffect(() => {
    if (goneKey) forgetLocalWishlist(goneKey.split(','))
  }, [goneKey])

  if (results.some((result) => result.isPending)) return { status: 'pending' }
  const failed = results.filter((result) => result.isError && !isGone(result.error))
  if (failed.length > 0) return { status: 'error', retry: () => failed.forEach((r) => void r.refetch()) }
  return { status: 'success', books: results.flatMap((result) => (result.data ? [result.data] : [])) }
}

export function useWishedBooks(): WishedBooks {
  const auth = useAuth()
  const local = useLocalWishlist()
  const { ids } = useWishlist()
  const uid = auth.status === 'signed-in' ? auth.user.uid : null
  const server = useQuery({ ...wishlistQueryOptions(uid ?? ''), enabled: uid !== null })
  const localBooks = useLocalBooks(auth.status === 'signed-out' ? local : null)

  if (auth.status === 'loading') return { status: 'pending' }
  const answer: WishedBooks =
    auth.status === 'signed-out'
      ? localBooks
      : server.isPending
        ? { status: 'pending' }
        : server.isError
          ? { status: 'error', retry: () => void server.refetch() }
          : { status: 'success', books: server.data }
  // A book taken off is gone at once, before the server has answered.
  return answer.status === 'success'
    ? { status: 'success', books: answer.books.filter((book) => ids.has(book._id)) }
    : answer
}
