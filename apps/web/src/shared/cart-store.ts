// Cart (spec §3 "Cart", §4): book records keyed by _id, persisted in localStorage, read with useSyncExternalStore
// (local-store.ts).
// The records are snapshots taken when the shopper added the book; the cart and checkout screens bring them up to
// date from the server (syncCartItems), as the server prices every order from its own figures.
import type { Book } from '@bookstore/contract/schemas/book'
import { createLocalStore } from './local-store'

/** The fields of a book the cart copies, and refreshes from the server. */
export type CartBook = Pick<
  Book,
  '_id' | 'title' | 'description' | 'coverImage' | 'category' | 'oldPrice' | 'newPrice' | 'stock'
>

/** What the cart keeps of a book: enough for the cart and checkout screens without refetching. */
export type CartItem = CartBook & {
  /** The new price when the book was added, kept only while the server's price differs from it. */
  priceWhenAdded?: number
}

const REFRESHED_FIELDS = [
  'title',
  'description',
  'coverImage',
  'category',
  'oldPrice',
  'newPrice',
  'stock',
] as const satisfies readonly (keyof CartBook)[]

const EMPTY: readonly CartItem[] = []

const isCartItem = (value: unknown): value is CartItem =>
  typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string'

/**
 * Each book once, the first kept: an order holds one copy of a title (the contract's ORDER_COPIES_PER_TITLE_MAX,
 * spec §3), so a list saved by hand or by another version with a book twice would only be refused at checkout.
 */
const oncePerBook = (list: readonly CartItem[]): readonly CartItem[] => {
  const seen = new Set<string>()
  return list.filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)))
}

// Storage may be unavailable (privacy modes) or hold another version's data: the cart then starts empty. A full or
// blocked storage keeps the cart for this page's lifetime only.
const store = createLocalStore<readonly CartItem[]>({
  key: 'cart',
  read: (parsed) => (Array.isArray(parsed) ? oncePerBook(parsed.filter(isCartItem)) : EMPTY),
  empty: EMPTY,
})
const save = store.set

export const getCartItems = (): readonly CartItem[] => store.get()

/** Appends the book unless one with the same _id is there; says which happened (the screens show a dialog). */
export const addToCart = (item: CartItem): 'added' | 'duplicate' => {
  const current = getCartItems()
  if (current.some((existing) => existing._id === item._id)) return 'duplicate'
  save([...current, item])
  return 'added'
}

export const removeFromCart = (id: string) => save(getCartItems().filter((item) => item._id !== id))

export const clearCart = () => save(EMPTY)

/** What the cart keeps of a book: a list or detail book carries more (authors, quotes) that the cart must not store. */
export const cartBook = (book: CartBook): CartBook => ({
  _id: book._id,
  title: book.title,
  description: book.description,
  coverImage: book.coverImage,
  category: book.category,
  oldPrice: book.oldPrice,
  newPrice: book.newPrice,
  stock: book.stock,
})

/**
 * The stored item with the server's figures; the same object when nothing changed. A new price remembers the
 * one the shopper added the book at (`priceWhenAdded`), forgotten again if the price goes back to it.
 */
export const refreshedItem = (item: CartItem, book: CartBook): CartItem => {
  if (REFRESHED_FIELDS.every((field) => item[field] === book[field])) return item
  const addedAt = item.priceWhenAdded ?? item.newPrice
  return {
    ...cartBook({ ...book, _id: item._id }),
    ...(addedAt === book.newPrice ? {} : { priceWhenAdded: addedAt }),
  }
}

/**
 * Brings the stored items of these books up to date, in place (the cart's order is kept); books not in the cart
 * are ignored. Writes, and tells the screens, only when something changed. Returns how many items changed.
 */
export const syncCartItems = (books: readonly CartBook[]): number => {
  const byId = new Map(books.map((book) => [book._id, book]))
  const current = getCartItems()
  let changed = 0
  const next = current.map((item) => {
    const book = byId.get(item._id)
    const fresh = book ? refreshedItem(item, book) : item
    if (fresh !== item) changed += 1
    return fresh
  })
  if (changed > 0) save(next)
  return changed
}

/** One book's syncCartItems: true when its stored item changed. */
export const refreshCartItem = (book: CartBook): boolean => syncCartItems([book]) > 0

export const useCartItems = (): readonly CartItem[] => store.useValue()
