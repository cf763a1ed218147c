// Reads the wishlist once for the whole app (issue 38 item 3): each heart read it itself before, two queries, a
// mutation and the pending changes per card, which a shelf's first render and the app's start paid for again for
// every card. Mounted by AppProviders, inside the query client. It reads the session and her list only while a
// screen shows the wishlist (a heart, the header's count, /wishlist): a screen without one asks for nothing.
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { sessionQueryOptions } from '@/shared/auth/get-session'
import { authStateOf } from '@/shared/auth/use-auth'
import { useToggleWishlistSource } from './use-toggle-wishlist'
import { useWishlistSource } from './use-wishlist'
import { WishlistContext } from './wishlist-context'

export function WishlistProvider({ children }: { children: ReactNode }) {
  const [readers, setReaders] = useState(0)
  const reading = readers > 0
  const auth = authStateOf(useQuery({ ...sessionQueryOptions(), enabled: reading }))
  const state = useWishlistSource(auth, reading)
  const toggle = useToggleWishlistSource(auth.status)
  const read = useCallback(() => {
    setReaders((count) => count + 1)
    return () => setReaders((count) => count - 1)
  }, [])
  const value = useMemo(() => ({ state, toggle, read }), [state, toggle, read])
  return <WishlistContext value={value}>{children}</WishlistContext>
}
