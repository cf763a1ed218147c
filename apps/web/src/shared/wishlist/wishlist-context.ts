// What the WishlistProvider (wishlist-provider.tsx) gives the app: the wishlist as read once for every heart, the
// header's count and /wishlist (use-wishlist.ts), and the one toggle (use-toggle-wishlist.ts).
import { createContext } from 'react'
import type { WishlistState } from './use-wishlist'

/** Puts the book on her wishlist (wished) or takes it off. */
export type ToggleWishlist = (bookId: string, wished: boolean) => void

export interface WishlistContextValue {
  state: WishlistState
  toggle: ToggleWishlist
  /** Said by a reader as it mounts (an effect): the provider reads the session and her list while any is mounted.
   * Returns what it says as it unmounts. */
  read: () => () => void
}

export const WishlistContext = createContext<WishlistContextValue | null>(null)
