// Puts a book on the wishlist or takes it off (issue 24, item 5): signed in, a PUT or DELETE that use-wishlist.ts
// shows at once and forgets again if it fails (with a dialog saying why); signed out, the browser's list. Changes
// run one after another, so a book hearted and unhearted quickly ends as the shopper left it.
import { WISHLIST_MAX_BOOKS } from '@bookstore/contract/schemas/wishlist'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext } from 'react'
import { markStale, staleQueries } from '@/shared/api/stale-queries'
import type { AuthState } from '@/shared/auth/use-auth'
import { showDialog } from '@/shared/dialogs'
import { addToLocalWishlist, removeFromLocalWishlist } from './local-wishlist'
import { WISHLIST_WRITE_KEY, type WishlistChange } from './use-wishlist'
import { WishlistContext, type ToggleWishlist } from './wishlist-context'
import { deleteWishlistBook, putWishlistBook } from './wishlist-query'

export const WISHLIST_DIALOG_TEXTS = {
  failedTitle: 'Your wishlist was not changed',
  fullTitle: 'Your wishlist is full',
  fullText: `A wishlist holds ${WISHLIST_MAX_BOOKS} books. Remove one to add another.`,
} as const

/** The order the wishlist's writes and the merge at sign-in take their turns in (TanStack Query's mutation scope). */
export const WISHLIST_SCOPE = { id: 'wishlist' }

/** Puts a book on her wishlist or takes it off, through the app's WishlistProvider. */
export function useToggleWishlist(): ToggleWishlist {
  const context = useContext(WishlistContext)
  if (!context) throw new Error('useToggleWishlist needs the WishlistProvider (app/providers.tsx)')
  return context.toggle
}

/**
 * The toggle itself: the WishlistProvider's, one for the whole app (its writes share one mutation scope anyway), for
 * the auth state the provider read.
 */
export function useToggleWishlistSource(status: AuthState['status']): ToggleWishlist {
  const queryClient = useQueryClient()
  const { mutate } = useMutation({
    mutationKey: WISHLIST_WRITE_KEY,
    scope: WISHLIST_SCOPE,
    mutationFn: ({ bookId, wished }: WishlistChange) =>
      wished ? putWishlistBook(bookId) : deleteWishlistBook(bookId),
    // The change stays pending (shown) until her list is read again, so the heart never flickers back meanwhile.
    onSettled: () => markStale(queryClient, staleQueries.writeWishlist()),
    onError: (error) =>
      void showDialog({ icon: 'error', title: WISHLIST_DIALOG_TEXTS.failedTitle, text: error.message }),
  })

  return useCallback(
    (bookId, wished) => {
      if (status === 'signed-in') {
        // A book kept in this browser before sign-in and not merged yet leaves it too.
        if (!wished) removeFromLocalWishlist(bookId)
        mutate({ bookId, wished })
      } else if (status === 'signed-out') {
        if (!wished) removeFromLocalWishlist(bookId)
        else if (addToLocalWishlist(bookId) === 'full') {
          void showDialog({
            icon: 'warning',
            title: WISHLIST_DIALOG_TEXTS.fullTitle,
            text: WISHLIST_DIALOG_TEXTS.fullText,
          })
        }
      }
    },
    [status, mutate],
  )
}
