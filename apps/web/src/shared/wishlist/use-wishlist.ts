// The wishlist as the screens show it (issue 24, item 5): signed in, her list on the server with the changes still
// on their way (a heart fills at once and empties again if the server refuses: optimistic, rolled back by itself);
// signed out, the ids this browser keeps. The hearts, the header's count and /wishlist all read it through
// useWishlist, from the one WishlistProvider (wishlist-provider.tsx) that reads it for the whole app.
import { useMutationState, useQuery } from '@tanstack/react-query'
import { useContext, useEffect, useMemo } from 'react'
import type { AuthState } from '@/shared/auth/use-auth'
import { useLocalWishlist } from './local-wishlist'
import { WishlistContext } from './wishlist-context'
import { wishlistQueryOptions } from './wishlist-query'

/** One change on its way to the server: the book is (wished) or is not on her list. */
export interface WishlistChange {
  bookId: string
  wished: boolean
}

/** The mutation key of every PUT or DELETE of a wishlist book, read back as pending changes. */
export const WISHLIST_WRITE_KEY = ['wishlist', 'write'] as const

export interface WishlistState {
  /** 'loading' until the auth state (and, signed in, her list) is known; 'error' when her list could not be read. */
  status: 'loading' | 'ready' | 'error'
  signedIn: boolean
  /** The ids of the books on her list as she sees it. */
  ids: ReadonlySet<string>
}

/** The wishlist as the app's WishlistProvider reads it (every heart of a page shares its one reading). */
export function useWishlist(): WishlistState {
  const context = useContext(WishlistContext)
  if (!context) throw new Error('useWishlist needs the WishlistProvider (app/providers.tsx)')
  const { state, read } = context
  // While one is mounted, the provider reads the session and her list.
  useEffect(read, [read])
  return state
}

/**
 * Reads the wishlist: the WishlistProvider's work, once for the whole app, given the auth state it read; `reading`
 * is false while no screen shows the wishlist (her list is not asked for then).
 */
export function useWishlistSource(auth: AuthState, reading: boolean): WishlistState {
  const local = useLocalWishlist()
  const uid = auth.status === 'signed-in' ? auth.user.uid : null
  const server = useQuery({ ...wishlistQueryOptions(uid ?? ''), enabled: uid !== null && reading })
  const pending = useMutationState({
    filters: { mutationKey: WISHLIST_WRITE_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as WishlistChange | undefined,
  })
  const ids = useMemo(() => {
    // Signed in, the browser's own ids count too until the merge at sign-in has taken them over.
    const kept = new Set([...(uid === null ? [] : (server.data ?? []).map((book) => book._id)), ...local])
    if (uid === null) return kept
    for (const change of pending) {
      if (!change) continue
      if (change.wished) kept.add(change.bookId)
      else kept.delete(change.bookId)
    }
    return kept
  }, [uid, server.data, local, pending])

  const status: WishlistState['status'] =
    auth.status === 'loading'
      ? 'loading'
      : auth.status === 'signed-out'
        ? 'ready'
        : server.isPending
          ? 'loading'
          : server.isError
            ? 'error'
            : 'ready'
  const signedIn = auth.status === 'signed-in'
  // The same object while nothing changed: the provider's readers render again only when it does.
  return useMemo(() => ({ status, signedIn, ids }), [status, signedIn, ids])
}
