// The wishlist as the screens show it (issue 24, item 5): signed in, her list on the server with the changes still
// on their way (a heart fills at once and empties again if the server refuses: optimistic, rolled back by itself);
// signed out, the ids this browser keeps. The hearts, the header's count and /wishlist all read it here.
import { useMutationState, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAuth } from '@/shared/auth/use-auth'
import { useLocalWishlist } from './local-wishlist'
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

export function useWishlist(): WishlistState {
  const auth = useAuth()
  const local = useLocalWishlist()
  const uid = auth.status === 'signed-in' ? auth.user.uid : null
  const server = useQuery({ ...wishlistQueryOptions(uid ?? ''), enabled: uid !== null })
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

  if (auth.status === 'loading') return { status: 'loading', signedIn: false, ids }
  if (auth.status === 'signed-out') return { status: 'ready', signedIn: false, ids }
  const status = server.isPending ? 'loading' : server.isError ? 'error' : 'ready'
  return { status, signedIn: true, ids }
}
