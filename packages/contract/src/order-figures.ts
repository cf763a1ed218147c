// A customer's order figures, one rule for every screen (issue 22 item 8): the shopper's profile, the dashboard's
// customer page and customers table. A cancelled order counts nowhere as spent or bought: the shop gave its books
// back to stock and charges nothing for it. It is still one of her orders, so 'Orders' counts it and says so.

import { fromCents, toCents } from './money'

/** Whether an order's money was spent and its books bought: every order except a cancelled one. */
export const countsAsBought = (order: { readonly cancelled: boolean }): boolean => !order.cancelled

/**
 * Her orders of one state, as a database groups them: how many, their totals in cents, the latest placing (ISO).
 * The API aggregates by (customer, cancelled) and hands the groups here; the web passes one tally per order.
 */
export interface OrderTally {
  cancelled: boolean
  orders: number
  cents: number
  lastPlacedAt: string | null
}

export interface OrderFigures {
  /** All her orders, cancelled ones included: as many as her orders' table lists. */
  orders: number
  /** How many of `orders` the shop cancelled. */
  cancelledOrders: number
  /** Dollars spent: the totals of her orders not cancelled, exact to the cent. */
  totalSpent: number
  /** When she last placed an order (cancelled or not): the first row of her orders' table. Null for none. */
  lastOrderAt: string | null
}

const later = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : Date.parse(b) > Date.parse(a) ? b : a

/** The figures of her orders, given grouped. */
export function figuresOfTallies(tallies: readonly OrderTally[]): OrderFigures {
  let figures = { orders: 0, cancelledOrders: 0, cents: 0, lastOrderAt: null as string | null }
  for (const tally of tallies) {
    const bought = countsAsBought(tally)
    figures = {
      orders: figures.orders + tally.orders,
      cancelledOrders: figures.cancelledOrders + (bought ? 0 : tally.orders),
      cents: figures.cents + (bought ? tally.cents : 0),
      lastOrderAt: later(figures.lastOrderAt, tally.lastPlacedAt),
    }
  }
  const { cents, ...rest } = figures
  return { ...rest, totalSpent: fromCents(cents) }
}

interface FiguredOrder {
  readonly cancelled: boolean
  readonly totalPrice: number
  readonly placedAt: string
}

/** The figures of her orders, given one by one (as GET /api/orders/email/{email} answers them). */
export const orderFigures = (orders: readonly FiguredOrder[]): OrderFigures =>
  figuresOfTallies(
    orders.map((order) => ({
      cancelled: order.cancelled,
      orders: 1,
      cents: toCents(order.totalPrice),
      lastPlacedAt: order.placedAt,
    })),
  )

/** 'Orders' as the screens show it: '2', or '2 (1 cancelled)' when some were cancelled. */
export const ordersLabel = ({ orders, cancelledOrders }: Pick<OrderFigures, 'orders' | 'cancelledOrders'>) =>
  cancelledOrders > 0 ? `${orders} (${cancelledOrders} cancelled)` : String(orders)
