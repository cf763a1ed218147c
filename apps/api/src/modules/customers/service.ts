// Customers service (issue 17): the shop's real users (better-auth's users), newest first or by what they spent or
// when they last ordered (issue 27 item 5, customer_order_totals), searched and paged, each
// with her order figures (the contract's order-figures rule, as the profile shows them: all orders, the cancelled
// ones apart and out of what she spent). Only the page's users are aggregated, from orders_user_uid_idx, into at
// most two groups each (cancelled or not), so a page costs the same at any number of orders.

import { count, desc, eq, ilike, inArray, like, max, or, sql, sum, type SQL } from 'drizzle-orm'
import { figuresOfTallies, type OrderTally } from '@bookstore/contract/order-figures'
import {
  DEFAULT_CUSTOMER_SORT,
  type Customer,
  type CustomerSort,
  type CustomersQuery,
} from '@bookstore/contract/schemas/customer'
import type { Database } from '@/db/client'
import { likePattern } from '@/db/like-pattern'
import { customerOrderTotals, orders, users } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { pageWindow, type Page } from '@/http/paging'

const userFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  createdAt: users.createdAt,
}
type UserFields = { id: string; name: string; email: string; username: string; createdAt: Date }

/** The one row -> wire mapping of a customer; her figures from her orders grouped by state. */
const toCustomerJson = (user: UserFields, tallies: readonly OrderTally[] = []): Customer => ({
  uid: user.id,
  name: user.name,
  email: user.email,
  username: user.username,
  joinedAt: user.createdAt.toISOString(),
  ...figuresOfTallies(tallies),
})

/**
 * `q` anywhere in the name or the username (any case: both kept as typed) or the email; emails are stored lowercase
 * (better-auth lowercases them), so a plain LIKE of the lowered text finds them. Each through its trigram index.
 */
const matching = (q: string | undefined) => {
  if (!q) return undefined
  const pattern = likePattern(q)
  return or(
    ilike(users.name, pattern),
    like(users.email, sql`lower(${pattern})`),
    ilike(users.username, pattern),
  )
}

/** The orders of these users, by user, in one group per state: count, cents and the latest instant. */
async function orderTallies(db: Database, uids: string[]): Promise<Map<string, OrderTally[]>> {
  const byUser = new Map<string, OrderTally[]>()
  if (uids.length === 0) return byUser
  const rows = await db
    .select({
      uid: orders.userUid,
      cancelled: orders.cancelled,
      orders: count(),
      cents: sum(orders.totalPriceCents).mapWith(Number),
      lastPlacedAt: max(orders.placedAt),
    })
    .from(orders)
    .where(inArray(orders.userUid, uids))
    .groupBy(orders.userUid, orders.cancelled)
  for (const { uid, lastPlacedAt, ...tally } of rows) {
    const group = { ...tally, lastPlacedAt: lastPlacedAt?.toISOString() ?? null }
    byUser.set(uid, [...(byUser.get(uid) ?? []), group])
  }
  return byUser
}

/**
 * A page of users in the order asked (issue 27 item 5), ties by id: newest accounts along users_newest_idx; by spent
 * or last order along customer_order_totals' index of it (every user has a row there, migration 0019), each entry's
 * user found by her primary key. With `q`, the trigram indexes find the matching users, which are then sorted.
 */
function usersPage(db: Database, where: SQL | undefined, sort: CustomerSort, limit: number, offset: number) {
  if (sort === 'newest') {
    return db
      .select(userFields)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset)
  }
  const order =
    sort === 'spent-desc'
      ? [desc(customerOrderTotals.spentCents), desc(customerOrderTotals.userUid)]
      : [sql`${customerOrderTotals.lastOrderAt} desc nulls last`, desc(customerOrderTotals.userUid)]
  return db
    .select(userFields)
    .from(customerOrderTotals)
    .innerJoin(users, eq(users.id, customerOrderTotals.userUid))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
}

/** One page of customers in the order asked (newest first by default), those matching `q` when given. */
export async function listCustomers(db: Database, query: CustomersQuery): Promise<Page<Customer>> {
  const where = matching(query.q)
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    usersPage(db, where, query.sort ?? DEFAULT_CUSTOMER_SORT, limit, offset),
    db.select({ total: count() }).from(users).where(where),
  ])
  const tallies = await orderTallies(
    db,
    rows.map((r) => r.id),
  )
  return {
    items: rows.map((r) => toCustomerJson(r, tallies.get(r.id))),
    total: counted?.total ?? 0,
  }
}

/** One customer with her orders' figures; 404 when no user has this id. */
export async function getCustomer(db: Database, uid: string): Promise<Customer> {
  const [[user], tallies] = await Promise.all([
    db.select(userFields).from(users).where(eq(users.id, uid)),
    orderTallies(db, [uid]),
  ])
  if (!user) throw new DomainError('not_found', 'Customer not found', 404)
  return toCustomerJson(user, tallies.get(uid))
}
