// The dashboard's customers (issue 17): the shop's real users with what they ordered.

import { z } from 'zod/mini'
import { listQueryText, pageQueryFields } from './paging'

/** GET /api/admin/customers query: `q` in the name, email or username; a page. Newest customers first. */
export const CustomersQuery = z.object({ q: listQueryText(), ...pageQueryFields })
export type CustomersQuery = z.infer<typeof CustomersQuery>

export const CustomerParams = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(200)) })
export type CustomerParams = z.infer<typeof CustomerParams>

/** A customer: her account, and her orders not cancelled (count, total in dollars, the latest's instant). */
export const Customer = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  joinedAt: z.string(),
  orders: z.int(),
  totalSpent: z.number(),
  lastOrderAt: z.nullable(z.string()),
})
export type Customer = z.infer<typeof Customer>
export const CustomerList = z.array(Customer)
export type CustomerList = z.infer<typeof CustomerList>
