// App-wide providers: the query client and, within it, the wishlist every heart reads (the router is mounted inside
// them by app/start.tsx, the server's render and tests). The browser's entry and the server's render pass the
// client they filled; tests get a fresh one.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { WishlistProvider } from '@/shared/wishlist/wishlist-provider'
import { createQueryClient } from './query-client'

export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient())
  return (
    <QueryClientProvider client={queryClient}>
      <WishlistProvider>{children}</WishlistProvider>
    </QueryClientProvider>
  )
}
