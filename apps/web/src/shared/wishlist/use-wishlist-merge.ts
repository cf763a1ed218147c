// The merge at sign-in (issue 24, item 5): once a session appears, the books this browser kept while signed out go
// into her account's list (POST /api/wishlist/merge, WISHLIST_MERGE_MAX_IDS at a time, the oldest first so the list
// keeps their order) and leave the browser. Mounted once, by the header; a failed merge keeps them for the next time.
import { WISHLIST_MERGE_MAX_IDS, type WishlistBooks } from '@bookstore/contract/schemas/wishlist'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { queryKeys } from '@/shared/api/query-keys'
import { useAuth } from '@/shared/auth/use-auth'
import { forgetLocalWishlist, useLocalWishlist } from './local-wishlist'
import { WISHLIST_SCOPE } from './use-toggle-wishlist'
import { mergeWishlist } from './wishlist-query'

interface Merge {
  uid: string
  /** The browser's ids, newest first. */
  ids: readonly string[]
}

/** The ids in chunks the merge takes, oldest chunk first (each merged chunk goes on top of her list). */
const chunksOldestFirst = (ids: readonly string[]): string[][] => {
  const chunks: string[][] = []
  for (let start = 0; start < ids.length; start += WISHLIST_MERGE_MAX_IDS) {
    chunks.unshift(ids.slice(start, start + WISHLIST_MERGE_MAX_IDS))
  }
  return chunks
}

async function mergeAll({ ids }: Merge): Promise<WishlistBooks> {
  let books: WishlistBooks = []
  for (const chunk of chunksOldestFirst(ids)) books = await mergeWishlist(chunk)
  return books
}

export function useWishlistMerge(): void {
  const auth = useAuth()
  const local = useLocalWishlist()
  const queryClient = useQueryClient()
  const uid = auth.status === 'signed-in' ? auth.user.uid : null
  const { mutate, isPending, isError, reset } = useMutation({
    scope: WISHLIST_SCOPE,
    mutationFn: mergeAll,
    onSuccess: async (books, merge) => {
      // A reading of her list that left before the merge ended would bring the list from before it: it is dropped.
      await queryClient.cancelQueries({ queryKey: queryKeys.wishlist.mine(merge.uid) })
      queryClient.setQueryData(queryKeys.wishlist.mine(merge.uid), books)
      forgetLocalWishlist(merge.ids)
    },
  })

  // A new session (another shopper, or after sign-out) may try again what failed for the last one.
  useEffect(() => reset(), [uid, reset])

  useEffect(() => {
    if (uid === null || local.length === 0 || isPending || isError) return
    mutate({ uid, ids: local })
  }, [uid, local, isPending, isError, mutate])
}
