// Customers service (issue 17): the shop's real users (better-auth's users), newest first, searched and paged, each
// with her orders not cancelled (count, total spent, the latest's instant). Only the page's users are aggregated,
// from orders_user_uid_idx, so a page costs the same at any number of orders.

import { and, count, desc, eq, ilike, inArray, like, max, not, or, sql, sum } from 'drizzle-orm'
import { fromCents } from '@bookstore/contract/money'
import type { Customer, CustomersQuery } from '@bookstore/contract/schemas/customer'
import type { Database } from '@/db/client'
import { likePattern } from '@/db/like-pattern'
import { orders, users } from '@/db/schema'
import { DomainError } from '@/plugins/errors'
import { pageWindow, type Page } from '@/plugins/paging'

const userFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  createdAt: users.createdAt,
}
type UserFields = { id: string; name: string; email: string; username: string; createdAt: Date }

interface OrderStats {
  orders: number
  cents: number
  lastOrderAt: Date | null
}

const NO_ORDERS: OrderStats = { orders: 0, cents: 0, lastOrderAt: null }

/** The one row -> wire mapping of a customer. */
const toCustomerJson = (user: UserFields, stats: OrderStats): Customer => ({
  uid: user.id,
  name: user.name,
  email: user.email,
  username: user.username,
  joinedAt: user.createdAt.toISOString(),
  orders: stats.orders,
  totalSpent: fromCents(stats.cents),
  lastOrderAt: stats.lastOrderAt?.toISOString() ?? null,
})

/**
 * `q` anywhere in the name (any case), the email or the username; emails and usernames are stored lowercase
 * (better-auth lowercases emails; users_username_lowercase), so a plain LIKE of the lowered text finds them.
 */
const matching = (q: string | undefined) => {
  if (!q) return undefined
  const pattern = likePattern(q)
  return or(
    ilike(users.name, pattern),
    like(users.email, sql`lower(${pattern})`),
    like(users.username, sql`lower(${pattern})`),
  )
}

/** The orders not cancelled of these users, by user: count, cents and the latest instant. */
async function orderStats(db: Database, uids: string[]): Promise<Map<string, OrderStats>> {
  if (uids.length === 0) return new Map()
  const rows = await db
    .select({
      uid: orders.userUid,
      orders: count(),
      cents: sum(orders.totalPriceCents).mapWith(Number),
      lastOrderAt: max(orders.placedAt),
    })
    .from(orders)
    .where(and(inArray(orders.userUid, uids), not(orders.cancelled)))
    .groupBy(orders.userUid)
  return new Map(
    rows.map((r) => [r.uid, { orders: r.orders, cents: r.cents, lastOrderAt: r.lastOrderAt ?? null }]),
  )
}

/** One page of customers, newest first (ties by id, so pages never overlap), those matching `q` when given. */
export async function listCustomers(db: Database, query: CustomersQuery): Promise<Page<Customer>> {
  const where = matching(query.q)
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select(userFields)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ])
  const stats = await orderStats(
    db,
    rows.map((r) => r.id),
  )
  return {
    items: rows.map((r) => toCustomerJson(r, stats.get(r.id) ?? NO_ORDERS)),
    total: counted?.total ?? 0,
  }
}

/** One customer with her orders' figures; 404 when no user has this id. */
export async function getCustomer(db: Database, uid: string): Promise<Customer> {
  const [[user], stats] = await Promise.all([
    db.select(userFields).from(users).where(eq(users.id, uid)),
    orderStats(db, [uid]),
  ])
  if (!user) throw new DomainError('not_found', 'Customer not found', 404)
  return toCustomerJson(user, stats.get(uid) ?? NO_ORDERS)
}
