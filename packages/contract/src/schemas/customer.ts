// The dashboard's customers (issue 17): the shop's real users with what they ordered.

import { z } from 'zod/mini'
import { indexedQueryText, pageQueryFields } from './paging'
import { Uid } from './real-user'

/**
 * The orders of the dashboard's customers (issue 27 item 5): newest accounts first (the default), those who spent the
 * most first, or those who ordered last first (customers without an order at the end); ties by uid.
 */
export const CUSTOMER_SORTS = ['newest', 'spent-desc', 'last-order-desc'] as const
export type CustomerSort = (typeof CUSTOMER_SORTS)[number]
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'newest'

/** GET /api/admin/customers query: `q` in the name, email or username; an order (`sort`); a page. */
export const CustomersQuery = z.object({
  q: indexedQueryText(),
  sort: z.optional(z.enum(CUSTOMER_SORTS, `sort must be one of ${CUSTOMER_SORTS.join(', ')}`)),
  ...pageQueryFields,
})
export type CustomersQuery = z.infer<typeof CustomersQuery>

/** A customer's uid: an identity user id (anything else names no customer: 404). */
export const CustomerParams = z.object({ uid: Uid })
export type CustomerParams = z.infer<typeof CustomerParams>

/**
 * A customer: her account and her order figures (order-figures.ts, the profile's rule too): all her orders and how
 * many of them were cancelled, the dollars spent on those not cancelled, and when she last placed one.
 */
export const Customer = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  joinedAt: z.string(),
  orders: z.int(),
  cancelledOrders: z.int(),
  totalSpent: z.number(),
  lastOrderAt: z.nullable(z.string()),
})
export type Customer = z.infer<typeof Customer>
export const CustomerList = z.array(Customer)
export type CustomerList = z.infer<typeof CustomerList>
