// The dashboard's figures (spec §3 "Admin stats response", §7 GET /api/admin): books, trending books, orders, sales
// and the monthly series, read from the counters triggers keep.

import { and, gte, lt, sql, sum } from 'drizzle-orm'
import { fromCents } from '@bookstore/contract/money'
import { MONTHLY_SALES_MONTHS, type AdminStats, type MonthlySales } from '@bookstore/contract/schemas/admin'
import type { Database } from '@/db/client'
import { bookCounts, salesByDay } from '@/db/schema'

/** 'YYYY-MM-DD' of a UTC instant. */
const dayKey = (date: Date): string => date.toISOString().slice(0, 10)

/** 'YYYY-MM' of a UTC month start. */
const monthKey = (date: Date): string => date.toISOString().slice(0, 7)

/** The first instant (UTC) of the month `offset` months after the month of `now`. */
const monthStart = (now: Date, offset: number): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))

/** Revenue and order count of each of the last 12 months (UTC, the current one included), oldest first. */
async function monthlySales(db: Database, now: Date): Promise<MonthlySales[]> {
  const from = monthStart(now, 1 - MONTHLY_SALES_MONTHS)
  const to = monthStart(now, 1)
  const month = sql<string>`to_char(${salesByDay.day}, 'YYYY-MM')`
  const rows = await db
    .select({
      month,
      revenueCents: sum(salesByDay.revenueCents).mapWith(Number),
      orders: sum(salesByDay.orders).mapWith(Number),
    })
    .from(salesByDay)
    .where(and(gte(salesByDay.day, dayKey(from)), lt(salesByDay.day, dayKey(to))))
    .groupBy(month)
  const byMonth = new Map(rows.map((r) => [r.month, r]))
  return Array.from({ length: MONTHLY_SALES_MONTHS }, (_, i) => {
    const key = monthKey(monthStart(now, 1 - MONTHLY_SALES_MONTHS + i))
    const row = byMonth.get(key)
    return { month: key, revenue: fromCents(row?.revenueCents ?? 0), orders: row?.orders ?? 0 }
  })
}

/**
 * Real figures from the database: books, trending books, orders and their total, and the monthly series. Read from
 * book_counts and sales_by_day, which triggers keep in every writing transaction: the same few rows whether the shop
 * has 50 orders or a million.
 */
export async function adminStats(db: Database, now: Date = new Date()): Promise<AdminStats> {
  const [[bookTotals], [orderTotals], series] = await Promise.all([
    db
      .select({
        totalBooks: sum(bookCounts.books).mapWith(Number),
        trendingBooks: sum(bookCounts.trending).mapWith(Number),
      })
      .from(bookCounts),
    db
      .select({
        totalOrders: sum(salesByDay.orders).mapWith(Number),
        salesCents: sum(salesByDay.revenueCents).mapWith(Number),
      })
      .from(salesByDay),
    monthlySales(db, now),
  ])
  return {
    totalBooks: bookTotals?.totalBooks ?? 0,
    totalSales: fromCents(orderTotals?.salesCents ?? 0),
    trendingBooks: bookTotals?.trendingBooks ?? 0,
    totalOrders: orderTotals?.totalOrders ?? 0,
    monthlySales: series,
  }
}
