// The wishlist of a signed-out shopper (issue 24, item 5): book ids, newest first, at most WISHLIST_MAX_BOOKS, kept
// in localStorage under 'wishlist' and read with useSyncExternalStore, as the cart is (both by local-store.ts). At
// sign-in they are merged into her account's list (use-wishlist-merge.ts) and cleared here.
import { WISHLIST_MAX_BOOKS } from '@bookstore/contract/schemas/wishlist'
import { createLocalStore } from '@/shared/local-store'

const EMPTY: readonly string[] = []

/** Each id once, strings only, at most the cap: storage edited by hand or by another version is read safely. */
const cleaned = (value: unknown): readonly string[] => {
  if (!Array.isArray(value)) return EMPTY
  const ids = [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))]
  return ids.slice(0, WISHLIST_MAX_BOOKS)
}

// An empty list removes the key.
const store = createLocalStore<readonly string[]>({
  key: 'wishlist',
  read: cleaned,
  empty: EMPTY,
  write: (ids) => (ids.length === 0 ? null : JSON.stringify(ids)),
})
const save = store.set

/** The ids kept, newest first. */
export const getLocalWishlist = (): readonly string[] => store.get()

/** Puts the book first; 'full' (nothing changes) when the list already holds the most it may. */
export const addToLocalWishlist = (id: string): 'added' | 'full' => {
  const current = getLocalWishlist()
  if (current.includes(id)) return 'added'
  if (current.length >= WISHLIST_MAX_BOOKS) return 'full'
  save([id, ...current])
  return 'added'
}

export const removeFromLocalWishlist = (id: string) => {
  const current = getLocalWishlist()
  if (current.includes(id)) save(current.filter((kept) => kept !== id))
}

/** Takes these ids off the list (merged into the account, or withdrawn from the shop). */
export const forgetLocalWishlist = (ids: readonly string[]) => {
  const gone = new Set(ids)
  const current = getLocalWishlist()
  if (current.some((id) => gone.has(id))) save(current.filter((id) => !gone.has(id)))
}

export const useLocalWishlist = (): readonly string[] => store.useValue()
