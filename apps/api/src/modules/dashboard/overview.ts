// The dashboard's day (issue 17, GET /api/admin/overview): sales today and this month, the month's best sellers, the
// latest orders and the stock alerts; and the figures under the spec's sample cards (issue 27): orders in transit,
// the last day's visits and the customers with the highest average order. Each part reads a few index entries or
// stored rows, never every order or book: sales from sales_by_day and book_sales_by_month (triggers keep them
// without cancelled orders), the latest orders from orders_newest_idx, stock from books_stock_idx, orders in transit
// from orders_state_newest_idx, visits from site_visits_by_hour (24 rows), customers from customer_order_totals' index
// of average orders (kept by a trigger on orders, migration 0018).

import { and, asc, count, desc, eq, gt, gte, lt, sql, sum, type SQL } from 'drizzle-orm'
import { STOCK_LOW_BELOW } from '@bookstore/contract/constants'
import { fromCents } from '@bookstore/contract/money'
import {
  OVERVIEW_CUSTOMERS_BY_AVERAGE,
  OVERVIEW_LATEST_ORDERS,
  OVERVIEW_LOW_STOCK,
  OVERVIEW_LOW_STOCK_COUNT_MAX,
  OVERVIEW_TOP_BOOKS,
  type AdminOverview,
  type SalesFigure,
} from '@bookstore/contract/schemas/admin-overview'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'
import { books, bookSalesByMonth, salesByDay } from '@/db/schema'
import { countOrdersInTransit, latestAdminOrders } from '@/modules/admin-orders/service'
import { visitsLastDay } from '@/modules/visits'

/** 'YYYY-MM-DD' of a UTC instant. */
const dayKey = (date: Date): string => date.toISOString().slice(0, 10)

/** Orders and revenue of the UTC days from..before (before excluded). */
async function salesBetween(db: Database, from: string, before: string): Promise<SalesFigure> {
  const [row] = await db
    .select({
      orders: sum(salesByDay.orders).mapWith(Number),
      revenueCents: sum(salesByDay.revenueCents).mapWith(Number),
    })
    .from(salesByDay)
    .where(and(gte(salesByDay.day, from), lt(salesByDay.day, before)))
  return { orders: row?.orders ?? 0, revenue: fromCents(row?.revenueCents ?? 0) }
}

/** The month's best sellers: a range of book_sales_by_month_best_idx (month, units desc). */
async function topBooks(db: Database, month: string): Promise<AdminOverview['topBooks']> {
  const rows = await db
    .select({
      _id: books.id,
      title: books.title,
      coverImage: books.coverImage,
      units: bookSalesByMonth.units,
      revenueCents: bookSalesByMonth.revenueCents,
    })
    .from(bookSalesByMonth)
    .innerJoin(books, eq(books.id, bookSalesByMonth.bookId))
    // Cancellations leave rows at 0 units behind.
    .where(and(eq(bookSalesByMonth.month, month), gt(bookSalesByMonth.units, 0)))
    .orderBy(desc(bookSalesByMonth.units), asc(bookSalesByMonth.bookId))
    .limit(OVERVIEW_TOP_BOOKS)
  return rows.map(({ revenueCents, ...book }) => ({ ...book, revenue: fromCents(revenueCents) }))
}

const lowStockWhere = and(gt(books.stock, 0), lt(books.stock, STOCK_LOW_BELOW))

/** Books counted by a stock condition, up to `max`: an index-only range of books_stock_idx, read no further. */
async function countBooks(db: Database, where: SQL | undefined, max?: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(books)
    .where(where)
  const counted = (max === undefined ? matching : matching.limit(max)).as('counted')
  const [row] = await db.select({ n: count() }).from(counted)
  return row?.n ?? 0
}

/**
 * The customers whose orders not cancelled average the most, highest first (ties by uid): the head of
 * customer_order_totals_average_idx, whose expression the order spells exactly. A customer who deleted her account
 * stays in (her orders do, and the latest orders list them; issue 37 item 7: the card said 'No orders yet.' under
 * them), named as her latest order is, one probe of orders_user_uid_idx for each such row of the few listed.
 */
async function customersByAverageOrder(db: Database): Promise<AdminOverview['customersByAverageOrder']> {
  const rows = await rowsOf<{
    uid: string
    name: string | null
    accountDeleted: boolean
    orders: number
    spentCents: string | number
  }>(
    db,
    sql`select t.user_uid as uid, t.orders, t.spent_cents, u.id is null as account_deleted,
        coalesce(u.name, (select o.name from orders o where o.user_uid = t.user_uid
          order by o.placed_at desc, o.id desc limit 1)) as name
      from customer_order_totals t left join users u on u.id = t.user_uid
      where t.orders > 0
      order by (t.spent_cents / t.orders) desc, t.user_uid
      limit ${OVERVIEW_CUSTOMERS_BY_AVERAGE}`,
  )
  return rows.map(({ uid, name, accountDeleted, orders, spentCents }) => ({
    uid,
    name: name ?? '',
    orders,
    averageOrder: fromCents(Math.round(Number(spentCents) / orders)),
    accountDeleted,
  }))
}

/** The dashboard's day at `now` (UTC day and month). */
export async function adminOverview(db: Database, now: Date = new Date()): Promise<AdminOverview> {
  const today = dayKey(now)
  const tomorrow = dayKey(new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000))
  const month = dayKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)))
  const nextMonth = dayKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)))
  const [
    todaySales,
    monthSales,
    best,
    latest,
    outOfStock,
    lowStockCount,
    lowStock,
    transit,
    visits,
    customers,
  ] = await Promise.all([
    salesBetween(db, today, tomorrow),
    salesBetween(db, month, nextMonth),
    topBooks(db, month),
    latestAdminOrders(db, OVERVIEW_LATEST_ORDERS),
    countBooks(db, eq(books.stock, 0)),
    countBooks(db, lowStockWhere, OVERVIEW_LOW_STOCK_COUNT_MAX),
    db
      .select({ _id: books.id, title: books.title, coverImage: books.coverImage, stock: books.stock })
      .from(books)
      .where(lowStockWhere)
      .orderBy(asc(books.stock), asc(books.id))
      .limit(OVERVIEW_LOW_STOCK),
    countOrdersInTransit(db),
    visitsLastDay(db, now),
    customersByAverageOrder(db),
  ])
  return {
    today: todaySales,
    month: monthSales,
    topBooks: best,
    latestOrders: latest,
    outOfStock,
    lowStockCount,
    lowStock,
    ordersInTransit: transit,
    visitsLastDay: visits,
    customersByAverageOrder: customers,
  }
}
