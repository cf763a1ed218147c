// Pure rules of the cart, checkout summary, orders history and profile (spec §2, §9). Money is summed in cents.

import { countryLabel } from './countries'
import {
  CHECKOUT_MAX_ITEMS,
  ORDER_COPIES_PER_TITLE_MAX,
  ORDER_PREVIEW_ITEMS,
  RECENTLY_BOUGHT_MAX,
} from './constants'
import { fromCents, toCents } from './money'
import { countsAsBought, orderFigures } from './order-figures'

interface Priced {
  newPrice: number
}

/** Sum of new prices, one unit per item, exact to the cent (0.1 + 0.2 = 0.3). */
export const subtotal = (items: readonly Priced[]): number =>
  fromCents(items.reduce((sum, item) => sum + toCents(item.newPrice), 0))

/** '+ N more item(s)' for the lines a list leaves out, or null when it shows them all. */
export const moreItemsLabel = (total: number, shown: number): string | null =>
  total > shown ? `+ ${total - shown} more item(s)` : null

/** Why an order naming a book too often is refused (400), and what the cart and checkout say of it. */
export const COPIES_CAP_MESSAGE = `An order holds at most ${ORDER_COPIES_PER_TITLE_MAX} ${
  ORDER_COPIES_PER_TITLE_MAX === 1 ? 'copy' : 'copies'
} of each book`

/** The book ids named more often than ORDER_COPIES_PER_TITLE_MAX times in one order, each once. */
export const overCopiesCap = (ids: readonly string[]): string[] => {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts].filter(([, count]) => count > ORDER_COPIES_PER_TITLE_MAX).map(([id]) => id)
}

/** The checkout summary's lines (at most 6) and whether an ellipsis line follows. */
export const checkoutSummaryLines = <T>(items: readonly T[]): { lines: readonly T[]; more: boolean } => ({
  lines: items.slice(0, CHECKOUT_MAX_ITEMS),
  more: items.length > CHECKOUT_MAX_ITEMS,
})

/** The first items an orders-history entry shows and its '+ N more item(s)' line. */
export const orderPreview = <T>(items: readonly T[]): { lines: readonly T[]; more: string | null } => ({
  lines: items.slice(0, ORDER_PREVIEW_ITEMS),
  more: moreItemsLabel(items.length, ORDER_PREVIEW_ITEMS),
})

/** Where an order ships; the street line is optional on the wire (schemas/order.ts). */
interface ShippingAddress {
  street?: string | undefined
  city: string
  state: string
  zipcode: string
  country: string
}

interface ProfileOrder {
  cancelled: boolean
  totalPrice: number
  phone: string
  placedAt: string
  address: ShippingAddress
  productIds: readonly { _id: string | null }[]
}

/** Sum of the orders' totalPrice, cancelled ones left out (order-figures.ts), exact to the cent. */
export const totalSpent = (orders: readonly ProfileOrder[]): number => orderFigures(orders).totalSpent

/** The most frequent key's first item; ties go to the key seen first. Null for no items. */
const mostFrequentBy = <T>(items: readonly T[], key: (item: T) => string): T | null => {
  const counts = new Map<string, { first: T; count: number }>()
  for (const item of items) {
    const k = key(item)
    const entry = counts.get(k)
    if (entry) entry.count += 1
    else counts.set(k, { first: item, count: 1 })
  }
  // A Map iterates in first-seen order, so a strict comparison keeps the first of tied keys.
  let best: { first: T; count: number } | null = null
  for (const entry of counts.values()) {
    if (entry.count > (best?.count ?? 0)) best = entry
  }
  return best?.first ?? null
}

/** The most frequent value; ties go to the value seen first. Null for no values. */
const mostFrequent = (values: readonly string[]): string | null => mostFrequentBy(values, (value) => value)

/** Spec §9: an address is told apart by its city/state/zipcode/country combination. */
const combinationOf = (a: ShippingAddress): string => `${a.city}, ${a.state} ${a.zipcode}, ${a.country}`

// Address and phone describe where she ships and how she is reached, so a cancelled order still tells them.
/**
 * The most frequent city/state/zipcode/country combination, as its parts (the checkout starts from it), with the
 * street line given most often at that combination (empty when none was). Null without orders.
 */
export const mostCommonShippingAddress = (
  orders: readonly ProfileOrder[],
): Required<ShippingAddress> | null => {
  const chosen = mostFrequentBy(orders, (order) => combinationOf(order.address))
  if (chosen === null) return null
  const { city, state, zipcode, country } = chosen.address
  const key = combinationOf(chosen.address)
  const streets = orders
    .filter((order) => combinationOf(order.address) === key)
    .map((order) => order.address.street?.trim() ?? '')
    .filter((street) => street !== '')
  return { street: mostFrequent(streets) ?? '', city, state, zipcode, country }
}

/**
 * The most common address (mostCommonShippingAddress), as 'city, state zipcode, country', the country by name (an
 * older order's typed country as typed).
 */
export const mostCommonAddress = (orders: readonly ProfileOrder[]): string | null => {
  const address = mostCommonShippingAddress(orders)
  return address === null ? null : combinationOf({ ...address, country: countryLabel(address.country) })
}

export const mostCommonPhone = (orders: readonly ProfileOrder[]): string | null =>
  mostFrequent(orders.map((order) => order.phone))

/**
 * Book ids of the orders not cancelled (a cancelled order bought nothing), newest placedAt first, each book once,
 * capped at 10. Books deleted since have no id and are skipped.
 */
export const recentlyBought = (orders: readonly ProfileOrder[]): string[] => {
  const ids = orders
    .filter(countsAsBought)
    .sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt))
    .flatMap((order) => order.productIds.map((line) => line._id))
    .filter((id): id is string => id !== null)
  return [...new Set(ids)].slice(0, RECENTLY_BOUGHT_MAX)
}
