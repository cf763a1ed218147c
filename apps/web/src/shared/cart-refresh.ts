// The cart checked against the server (spec §4 "Cart", "Checkout"): the cart and checkout screens ask for each
// stored book again (GET /api/books/{id}, the cache entry every screen shares), show the server's title, prices,
// stock and cover, and write them back to the stored cart. The server prices orders from its own figures, so a
// cart kept from an earlier visit would otherwise be refused at checkout until the book was added again.
import { useQueries } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError } from './api/api-error'
import { bookQueryOptions } from './api/book-query'
import { refreshedItem, syncCartItems, useCartItems, type CartItem } from './cart-store'

/** What the cart and checkout screens say while the server's answers are on their way. */
export const CHECKING_PRICES = 'Checking prices...'

export type Availability = 'available' | 'out-of-stock' | 'gone'

export interface CheckedCartItem {
  /** The stored item with the server's figures once they have arrived. */
  item: CartItem
  /** 'gone': the server no longer has the book (404); 'out-of-stock': its stock is below 1. */
  availability: Availability
  /** The new price the shopper added the book at, when the server's price is another one. */
  priceWhenAdded: number | null
}

export interface RefreshedCart {
  lines: readonly CheckedCartItem[]
  /** The books that can still be ordered: every line but the gone ones, in cart order. */
  orderable: readonly CartItem[]
  /** A book's answer is still on its way; the figures shown may be the stored ones. */
  checking: boolean
}

const isGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404

export function useRefreshedCart(): RefreshedCart {
  const stored = useCartItems()
  const results = useQueries({ queries: stored.map((item) => bookQueryOptions(item._id)) })

  const lines = stored.map((storedItem, index): CheckedCartItem => {
    const result = results[index]
    // A failure other than 404 (no network, 5xx) keeps the stored figures: the server still checks the order.
    const item = result?.data ? refreshedItem(storedItem, result.data) : storedItem
    const gone = result !== undefined && result.isError && isGone(result.error)
    return {
      item,
      availability: gone ? 'gone' : item.stock < 1 ? 'out-of-stock' : 'available',
      priceWhenAdded: typeof item.priceWhenAdded === 'number' ? item.priceWhenAdded : null,
    }
  })
  const books = results.flatMap((result) => (result.data ? [result.data] : []))

  // The stored cart follows what the server said; syncCartItems writes only when a figure changed, so this settles.
  useEffect(() => {
    syncCartItems(books)
  })

  return {
    lines,
    orderable: lines.filter((line) => line.availability !== 'gone').map((line) => line.item),
    checking: results.some((result) => result.isFetching),
  }
}
