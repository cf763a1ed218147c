// How an order reads on the orders, detail and invoice screens (spec §2 "Orders", §4 "Order delivery").
import { longDate } from '@bookstore/contract/long-date'
import type { Order, OrderAddress } from '@bookstore/contract/schemas/order'

/** An API timestamp as the shopper's calendar date: 'March 5, 2025'. */
export const orderDate = (iso: string): string => longDate(new Date(iso), 'local')

/**
 * Spec §4: 'Delivered on {date}' (the creation date) when delivered, 'In Transit' otherwise; the history reads the
 * field `status`, which the API sends beside `delivered` with the same value.
 */
export const deliveryLine = (order: Pick<Order, 'status' | 'createdAt'>): string =>
  order.status ? `Delivered on ${orderDate(order.createdAt)}` : 'In Transit'

/** The shipping address as printed on a label: the street (when given), 'city, state zipcode', country. */
export const addressLines = (address: OrderAddress): string[] => [
  ...(address.street ? [address.street] : []),
  `${address.city}, ${address.state} ${address.zipcode}`,
  address.country,
]
