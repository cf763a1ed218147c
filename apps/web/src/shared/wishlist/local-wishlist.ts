// The wishlist of a signed-out shopper (issue 24, item 5): book ids, newest first, at most WISHLIST_MAX_BOOKS, kept
// in localStorage under 'wishlist' and read with useSyncExternalStore, as the cart keeps itself (cart-store.ts). At
// sign-in they are merged into her account's list (use-wishlist-merge.ts) and cleared here.
import { WISHLIST_MAX_BOOKS } from '@bookstore/contract/schemas/wishlist'
import { useSyncExternalStore } from 'react'

const STORAGE_KEY = 'wishlist'
const EMPTY: readonly string[] = []

const listeners = new Set<() => void>()
/** What was read last, and the text it was read from: a snapshot stays the same object while storage holds the same. */
let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY }
/** The list while storage refuses writes (privacy modes, a full quota): this page's lifetime only. */
let unsaved: readonly string[] | undefined

/** Each id once, strings only, at most the cap: storage edited by hand or by another version is read safely. */
const cleaned = (value: unknown): readonly string[] => {
  if (!Array.isArray(value)) return EMPTY
  const ids = [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))]
  return ids.slice(0, WISHLIST_MAX_BOOKS)
}

const parsed = (raw: string | null): readonly string[] => {
  if (raw === null) return EMPTY
  try {
    return cleaned(JSON.parse(raw))
  } catch {
    return EMPTY
  }
}

const readRaw = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** The ids kept, newest first. */
export const getLocalWishlist = (): readonly string[] => {
  if (unsaved) return unsaved
  const raw = readRaw()
  if (raw === cache.raw) return cache.ids
  cache = { raw, ids: parsed(raw) }
  return cache.ids
}

const save = (next: readonly string[]) => {
  try {
    if (next.length === 0) localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
    unsaved = undefined
  } catch {
    unsaved = next
  }
  listeners.forEach((listener) => listener())
}

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

// Another tab changed the list.
const onStorage = (event: StorageEvent) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export const useLocalWishlist = (): readonly string[] =>
  useSyncExternalStore(subscribe, getLocalWishlist, () => EMPTY)
