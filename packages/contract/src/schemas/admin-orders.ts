// The dashboard's orders (issue 17): the list query, an order as the admin sees it, and the fulfilment states.

import { z } from 'zod/mini'
import { Order } from './order'
import { indexedQueryText, pageQueryFields } from './paging'

/** An order's state: placed and on its way, delivered, or cancelled by the shop. */
export const ORDER_STATES = ['in-transit', 'delivered', 'cancelled'] as const
export type OrderState = (typeof ORDER_STATES)[number]

/** The state of an order on the wire. */
export const orderState = (order: Pick<Order, 'delivered' | 'cancelled'>): OrderState =>
  order.cancelled ? 'cancelled' : order.delivered ? 'delivered' : 'in-transit'

/**
 * The orders the dashboard's order list takes (issue 27 item 5): by placing, newest (the default) or oldest first, or
 * by total, highest or lowest first; ties by id. The CSV export keeps newest first.
 */
export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'total-desc', 'total-asc'] as const
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number]
export const DEFAULT_ADMIN_ORDER_SORT: AdminOrderSort = 'newest'

const day = (name: string) =>
  z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`),
      // Round-tripped: Date.parse rolls 2001-02-30 over to March instead of refusing it.
      z.refine((v) => {
        const time = Date.parse(`${v}T00:00:00Z`)
        return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v
      }, `${name} must be a real date`),
    ),
  )

/**
 * GET /api/admin/orders (and its CSV export) query: a state, a range of UTC days (both included), `q` (an order id,
 * an order number as '#10042' or '10042' (order-number.ts), or text in the customer's name or email), one customer's
 * orders, an order (`sort`, ADMIN_ORDER_SORTS) and a page.
 */
export const AdminOrdersQuery = z
  .object({
    status: z.optional(z.enum(ORDER_STATES, `status must be one of ${ORDER_STATES.join(', ')}`)),
    from: day('from'),
    to: day('to'),
    q: indexedQueryText(),
    customer: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    sort: z.optional(z.enum(ADMIN_ORDER_SORTS, `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}`)),
    ...pageQueryFields,
  })
  .check(
    z.refine((query) => !(query.from && query.to && query.from > query.to), {
      message: 'from must not be after to',
      path: ['from'],
    }),
  )
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>

/** An order as the dashboard sees it: the shopper's order, and who delivered or cancelled it (admin usernames). */
export const AdminOrder = z.extend(Order, {
  shippedBy: z.nullable(z.string()),
  deliveredBy: z.nullable(z.string()),
  cancelledBy: z.nullable(z.string()),
})
export type AdminOrder = z.infer<typeof AdminOrder>
export const AdminOrderList = z.array(AdminOrder)
export type AdminOrderList = z.infer<typeof AdminOrderList>

/** POST /api/admin/orders/{id}/ship body: the parcel's carrier (CARRIERS, carriers.ts, or any other) and number. */
export const ShipOrderBody = z.object({
  carrier: z.string().check(z.trim(), z.minLength(1, 'Carrier is required'), z.maxLength(60)),
  trackingNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Tracking number is required'),
      z.maxLength(60),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Tracking number must be letters, digits, spaces and hyphens'),
    ),
})
export type ShipOrderBody = z.infer<typeof ShipOrderBody>
