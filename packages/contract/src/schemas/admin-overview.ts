// GET /api/admin/overview (issue 17): the dashboard's day, beside the spec's four cards and the monthly chart.

import { z } from 'zod/mini'
import { AdminOrder } from './admin-orders'

/** Orders not cancelled and their revenue (dollars) over a period. */
export const SalesFigure = z.object({ revenue: z.number(), orders: z.int() })
export type SalesFigure = z.infer<typeof SalesFigure>

/** One of the month's best sellers: copies and revenue (dollars) in orders not cancelled. */
export const TopBook = z.object({
  _id: z.string(),
  title: z.string(),
  coverImage: z.string(),
  units: z.int(),
  revenue: z.number(),
})
export type TopBook = z.infer<typeof TopBook>

/** A book running low: its stock now. */
export const LowStockBook = z.object({
  _id: z.string(),
  title: z.string(),
  coverImage: z.string(),
  stock: z.int(),
})
export type LowStockBook = z.infer<typeof LowStockBook>

/** Best sellers, latest orders and low-stock books the overview lists at most. */
export const OVERVIEW_TOP_BOOKS = 5
export const OVERVIEW_LATEST_ORDERS = 10
export const OVERVIEW_LOW_STOCK = 10
/** The low-stock books counted at most: past it the dashboard says "1000+" (a count reads every entry it counts). */
export const OVERVIEW_LOW_STOCK_COUNT_MAX = 1000

/**
 * A customer among those with the highest average order (orders not cancelled): her order count and average (dollars).
 * One who deleted her account is still one (the store keeps her orders): `name` is then her latest order's and
 * `accountDeleted` says so (she has no customer page).
 */
export const CustomerByAverageOrder = z.object({
  uid: z.string(),
  name: z.string(),
  orders: z.int(),
  averageOrder: z.number(),
  accountDeleted: z.boolean(),
})
export type CustomerByAverageOrder = z.infer<typeof CustomerByAverageOrder>

/** Customers the spec's 'Users by average order' card lists. */
export const OVERVIEW_CUSTOMERS_BY_AVERAGE = 8

export const AdminOverview = z.object({
  /** UTC day and month of `now`. */
  today: SalesFigure,
  month: SalesFigure,
  topBooks: z.array(TopBook),
  latestOrders: z.array(AdminOrder),
  /** Books with no copy left. */
  outOfStock: z.int(),
  /**
   * Books in stock below STOCK_LOW_BELOW copies: how many (counted up to OVERVIEW_LOW_STOCK_COUNT_MAX, which then
   * means that many or more), and the fewest-copies first.
   */
  lowStockCount: z.int(),
  lowStock: z.array(LowStockBook),
  /** Orders neither delivered nor cancelled: the spec's 'Orders left' card. */
  ordersInTransit: z.int(),
  /** Pages people's browsers loaded from the store in the last 24 hours (robots left out): 'Website visits (last day)'. */
  visitsLastDay: z.int(),
  /** The customers with the highest average order, highest first: 'Users by average order'. */
  customersByAverageOrder: z.array(CustomerByAverageOrder),
})
export type AdminOverview = z.infer<typeof AdminOverview>
