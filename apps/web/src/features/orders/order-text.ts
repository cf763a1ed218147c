// How an order reads on the orders, detail and invoice screens (spec §2 "Orders", §4 "Order delivery").
import { longDate } from '@bookstore/contract/long-date'
import { countryLabel } from '@bookstore/contract/countries'
import type { Order, OrderAddress } from '@bookstore/contract/schemas/order'

/** An API timestamp as the shopper's calendar date: 'March 5, 2025'. */
export const orderDate = (iso: string): string => longDate(new Date(iso), 'local')

type OrderStateFields = Pick<Order, 'status' | 'cancelled' | 'deliveredAt' | 'createdAt'>

/**
 * Spec §4: 'Delivered on {date}' when delivered, 'In Transit' otherwise; the history reads the field `status`, which
 * the API sends beside `delivered` with the same value. The date is when the shop delivered it (issue 17), or the
 * creation date for an order delivered before that was recorded. An order the shop cancelled says 'Cancelled'.
 */
export const deliveryLine = (order: OrderStateFields): string =>
  order.cancelled
    ? 'Cancelled'
    : order.status
      ? `Delivered on ${orderDate(order.deliveredAt ?? order.createdAt)}`
      : 'In Transit'

/** The order's state in one word, for a Status field: 'Cancelled', 'Delivered' or 'In Transit'. */
export const stateWord = (order: Pick<Order, 'status' | 'cancelled'>): string =>
  order.cancelled ? 'Cancelled' : order.status ? 'Delivered' : 'In Transit'

/**
 * The shipping address as printed on a label: the street (when given), 'city, state zipcode', the country by name
 * (an older order's typed country as typed).
 */
export const addressLines = (address: OrderAddress): string[] => [
  ...(address.street ? [address.street] : []),
  `${address.city}, ${address.state} ${address.zipcode}`,
  countryLabel(address.country),
]
