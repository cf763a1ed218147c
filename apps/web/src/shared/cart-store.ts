// Cart (spec §3 "Cart", §4): book records keyed by _id, persisted in localStorage, read with useSyncExternalStore.
import type { Book } from '@bookstore/contract/schemas/book'
import { useSyncExternalStore } from 'react'

/** What the cart keeps of a book: enough for the cart and checkout screens without refetching. */
export type CartItem = Pick<
  Book,
  '_id' | 'title' | 'description' | 'coverImage' | 'category' | 'oldPrice' | 'newPrice' | 'stock'
>

const STORAGE_KEY = 'cart'
const EMPTY: readonly CartItem[] = []

const listeners = new Set<() => void>()
let items: readonly CartItem[] | undefined

const isCartItem = (value: unknown): value is CartItem =>
  typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string'

// Storage may be unavailable (privacy modes) or hold another version's data: the cart then starts empty.
const load = (): readonly CartItem[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : EMPTY
  } catch {
    return EMPTY
  }
}

const save = (next: readonly CartItem[]) => {
  items = next
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // A full or blocked storage keeps the cart for this page's lifetime only.
  }
  listeners.forEach((listener) => listener())
}

// Another tab changed the cart.
const onStorage = (event: StorageEvent) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return
  items = load()
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

export const getCartItems = (): readonly CartItem[] => (items ??= load())

/** Appends the book unless one with the same _id is there; says which happened (the screens show a dialog). */
export const addToCart = (item: CartItem): 'added' | 'duplicate' => {
  const current = getCartItems()
  if (current.some((existing) => existing._id === item._id)) return 'duplicate'
  save([...current, item])
  return 'added'
}

export const removeFromCart = (id: string) => save(getCartItems().filter((item) => item._id !== id))

export const clearCart = () => save(EMPTY)

export const useCartItems = (): readonly CartItem[] =>
  useSyncExternalStore(subscribe, getCartItems, () => EMPTY)
