// The dashboard's order filters (issue 17) as SQL: the WHERE of a list or export, and the list's total counted the
// cheap way. What each costs on the scale seed (1M orders, 59k in transit; EXPLAIN ANALYZE, page of 20 + its total):
// - none: the page is the head of orders_newest_idx (< 1 ms); the total is sales_by_day's orders not cancelled (a few
//   rows a day) plus an index-only count of the cancelled ones (about 1 ms together), never a count of every order.
// - a state: the head of orders_state_newest_idx (< 1 ms); the total counts the cancelled or the in-transit orders
//   in that index (in transit: 59k entries, about 30 ms), delivered = not cancelled - in transit. A shop delivers or
//   cancels most orders, so those two stay the small states.
// - from/to: the same, with the day range in sales_by_day and a placed_at range of the index (a month: 2-10 ms).
// - q as an order id: the primary key, one row. q as an order number ('#10042' or '10042'): orders_number_idx, one row.
// - q as text: orders_search_idx (trigrams of exactly (lower(name) || ' ' || email)); the page walks the newest
//   orders or the index, the total costs with the matches: 237 matches 9 ms, 17k matches about 100-150 ms. 1-2
//   characters give no trigram: the total is then a scan of every order (about 0.6 s). A list searched by one word
//   of letters and digits alone (a surname), without a state or customer, reads order_search_words instead
//   (search-words.ts: about 4 ms with its count); the export keeps this LIKE (same matches).
// - customer: orders_user_uid_idx, a shopper's few orders (< 1 ms).
// - offset: a page skips `offset` index entries (offset 10 000: about 10 ms; 100 000: about 60 ms).

import { and, asc, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm'
import { parseOrderNumber } from '@bookstore/contract/order-number'
import type { AdminOrderSort, AdminOrdersQuery, OrderState } from '@bookstore/contract/schemas/admin-orders'
import { EntityId } from '@bookstore/contract/schemas/params'
import type { Database } from '@/db/client'
import { likePattern } from '@/db/like-pattern'
import { orders, salesByDay } from '@/db/schema'

/** The filters of AdminOrdersQuery, without the page (and its order, `sort`, which only the list reads). */
export type OrderFilters = Partial<
  Pick<AdminOrdersQuery, 'status' | 'from' | 'to' | 'q' | 'customer' | 'sort'>
>

/** Newest first, ties by id: the order of orders_newest_idx. */
export const NEWEST_FIRST = [desc(orders.placedAt), desc(orders.id)] as const

/**
 * Newest first for these filters. With a state, the state's columns lead (fixed by the filter, so the same rows in
 * the same order): the planner then reads orders_state_newest_idx; without them it walked orders_newest_idx past
 * the newest orders of the other states (the first page of delivered orders took 37 ms at 1M orders, 0.1 ms so).
 */
export const newestFirst = (filters: OrderFilters): SQL[] =>
  filters.status ? [asc(orders.cancelled), asc(orders.delivered), ...NEWEST_FIRST] : [...NEWEST_FIRST]

/** Each order of the list (ADMIN_ORDER_SORTS) on its index's columns, ties by id: read forwards or backwards. */
const SORTED: Record<AdminOrderSort, SQL[]> = {
  newest: [...NEWEST_FIRST],
  oldest: [asc(orders.placedAt), asc(orders.id)],
  'total-desc': [desc(orders.totalPriceCents), desc(orders.id)],
  'total-asc': [asc(orders.totalPriceCents), asc(orders.id)],
}

/** The orders read backwards along their index (which holds newest first, and totals lowest first). */
const BACKWARDS: ReadonlySet<AdminOrderSort> = new Set(['oldest', 'total-desc'])

/**
 * The list's order asked (issue 27 item 5; newest first by default). With a state, its columns lead as in newestFirst,
 * so the page is a range of orders_state_newest_idx or orders_state_total_idx; without, of orders_newest_idx or
 * orders_total_idx. Read backwards (oldest, total-desc), the state's columns lead descending: the filter fixes them
 * (a cancelled order is never delivered), so the rows and their order are the same, and one index range serves it
 * (ascending, the cancelled orders by highest total were sorted). A text or customer filter sorts its (index-found)
 * matches.
 */
export const sortedOrder = (filters: OrderFilters): SQL[] => {
  const sort = filters.sort ?? 'newest'
  if (!filters.status) return [...SORTED[sort]]
  const lead = BACKWARDS.has(sort) ? desc : asc
  return [lead(orders.cancelled), lead(orders.delivered), ...SORTED[sort]]
}

/** The text orders_search_idx indexes (migration 0008): the query must spell it exactly to use the index. */
const searchText = sql`(lower(${orders.name}) || ' ' || ${orders.email})`

/** The first instant (UTC) of the day after 'YYYY-MM-DD'. */
const dayAfter = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)

/** The condition of one state; (cancelled, delivered) lead orders_state_newest_idx, so both are always named. */
const stateCondition = (status: OrderState): SQL | undefined => {
  if (status === 'cancelled') return eq(orders.cancelled, true)
  return and(eq(orders.cancelled, false), eq(orders.delivered, status === 'delivered'))
}

/** Placed within the UTC days from..to, both included. */
const placedWithin = ({ from, to }: OrderFilters): SQL[] => [
  ...(from ? [gte(orders.placedAt, new Date(`${from}T00:00:00Z`))] : []),
  ...(to ? [lt(orders.placedAt, dayAfter(to))] : []),
]

/**
 * The text, id or number filter `q`: an order id or number ('#10042', '10042': issue 27 item 5) names that order;
 * any other text is looked for in name and email.
 */
const textCondition = (q: string): SQL => {
  if (EntityId.safeParse(q).success) return eq(orders.id, q)
  const number = parseOrderNumber(q)
  if (number !== null) return eq(orders.number, number)
  return sql`${searchText} LIKE ${likePattern(q.toLowerCase())}`
}

/** The WHERE of the orders these filters keep (undefined: all of them). */
export function orderFilterWhere(filters: OrderFilters): SQL | undefined {
  return and(
    filters.status ? stateCondition(filters.status) : undefined,
    ...placedWithin(filters),
    filters.q !== undefined ? textCondition(filters.q) : undefined,
    filters.customer !== undefined ? eq(orders.userUid, filters.customer) : undefined,
  )
}

/** Orders not cancelled within the day range, from sales_by_day (kept by triggers in every order's transaction). */
async function notCancelledOrders(db: Database, { from, to }: OrderFilters): Promise<number> {
  const [row] = await db
    .select({ orders: sum(salesByDay.orders).mapWith(Number) })
    .from(salesByDay)
    .where(
      and(
        from ? gte(salesByDay.day, from) : undefined,
        to ? lt(salesByDay.day, dayAfter(to).toISOString().slice(0, 10)) : undefined,
      ),
    )
  return row?.orders ?? 0
}

/** count(*) of the orders a condition keeps. */
async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(where)
  return row?.n ?? 0
}

/**
 * The most orders a text or customer filter counts (issue 26): past it the list says '10,000+' (X-Total-Count 10000
 * with X-Total-Count-Capped: true). A surname shared by 20k orders cost a count of all of them on every page.
 */
export const ORDER_COUNT_CAP = 10_000

/** How many orders the filters keep; `capped`: at least `total` (ORDER_COUNT_CAP), the count stopped there. */
export interface OrderCount {
  total: number
  capped: boolean
}

/** count(*) of the orders a condition keeps, reading at most ORDER_COUNT_CAP + 1 of them. */
async function countWhereCapped(db: Database, where: SQL | undefined): Promise<OrderCount> {
  const matching = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    .limit(ORDER_COUNT_CAP + 1)
    .as('matching')
  const [row] = await db.select({ n: count() }).from(matching)
  const n = row?.n ?? 0
  return n > ORDER_COUNT_CAP ? { total: ORDER_COUNT_CAP, capped: true } : { total: n, capped: false }
}

/**
 * How many orders the filters keep. Text and customer filters count their (index-found) matches, up to
 * ORDER_COUNT_CAP; otherwise the total comes from sales_by_day and an index count of the small states (cancelled, in
 * transit), never from reading every order, and is exact.
 */
export async function countOrders(db: Database, filters: OrderFilters): Promise<OrderCount> {
  if (filters.q !== undefined || filters.customer !== undefined) {
    return countWhereCapped(db, orderFilterWhere(filters))
  }
  return { total: await exactCount(db, filters), capped: false }
}

/** How many orders the state and day filters keep, from sales_by_day and index counts. */
async function exactCount(db: Database, filters: OrderFilters): Promise<number> {
  const within = placedWithin(filters)
  const inState = (status: OrderState) => countWhere(db, and(stateCondition(status), ...within))
  switch (filters.status) {
    case 'cancelled':
    case 'in-transit':
      return inState(filters.status)
    case 'delivered': {
      const [notCancelled, inTransit] = await Promise.all([
        notCancelledOrders(db, filters),
        inState('in-transit'),
      ])
      return Math.max(0, notCancelled - inTransit)
    }
    default: {
      const [notCancelled, cancelled] = await Promise.all([
        notCancelledOrders(db, filters),
        inState('cancelled'),
      ])
      return notCancelled + cancelled
    }
  }
}
