// The dashboard's order search by one word (issue 26 item 7): a text of 3 or more [a-z0-9] characters (any case)
// occurs in an order's lower(name) || ' ' || email exactly when it occurs inside one of the order's words there, which
// order_search_words keeps under the order's placed_at (migration 0015). So the orders a surname finds are those
// under the known words that contain it (order_search_vocabulary, by trigrams): a page is the newest entries of those
// words' ranges, merged, and the count an index-only read of each range stopped at ORDER_COUNT_CAP + 1, never a
// recheck of each matching order (17k for a surname of the scale seed: 150-220 ms; so about 5 ms). Other texts, and
// a search with a state or a customer, keep the LIKE of filters.ts (same matches, found by orders_search_idx); an order
// id or number names its order there.

import { inArray, sql, type SQL } from 'drizzle-orm'
import { parseOrderNumber } from '@bookstore/contract/order-number'
import { EntityId } from '@bookstore/contract/schemas/params'
import type { Database } from '@/db/client'
import { likePattern } from '@/db/like-pattern'
import { rowsOf } from '@/db/rows'
import { orders } from '@/db/schema'
import { ORDER_COUNT_CAP, type OrderCount, type OrderFilters } from './filters'

type OrderRow = typeof orders.$inferSelect

/** What order_search_words keeps: runs of these, 3 or more (order_search_tokens). */
const ONE_WORD = /^[a-z0-9]{3,}$/

/** The lowered word these filters search by order_search_words, or null when they need the LIKE of filters.ts. */
export function searchedWord(filters: OrderFilters): string | null {
  if (filters.q === undefined || filters.status || filters.customer !== undefined) return null
  // order_search_words keeps each word's orders by placing: another order sorts the LIKE's matches (filters.ts).
  if (filters.sort !== undefined && filters.sort !== 'newest') return null
  // An id or an order number names one order (filters.ts).
  if (EntityId.safeParse(filters.q).success || parseOrderNumber(filters.q) !== null) return null
  const q = filters.q.toLowerCase()
  return ONE_WORD.test(q) ? q : null
}

/** The placed_at range of the day filters, on order_search_words `s`. */
const placedWithin = ({ from, to }: OrderFilters): SQL =>
  sql.join(
    [
      sql`true`,
      ...(from ? [sql`s.placed_at >= ${new Date(`${from}T00:00:00Z`).toISOString()}::timestamptz`] : []),
      ...(to
        ? [
            sql`s.placed_at < ${new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString()}::timestamptz`,
          ]
        : []),
    ],
    sql` and `,
  )

/**
 * One statement (one round trip): the known words that contain `q` (a few: a surname is in a handful of names and
 * email parts), the ids of a page of the orders under them, newest first (ties by id, as orders_newest_idx), and how
 * many orders are under them. Each word's newest offset + limit entries hold the page: an order on the page has fewer
 * newer matches. The count reads each word's range up to ORDER_COUNT_CAP + 1 entries (index only): a word past the
 * cap makes the union past it too; otherwise every range was read whole and the count is exact. One word (a surname,
 * mostly) has each order once: its entries are counted as the index gives them, neither sorted nor kept (10,001: 2.5
 * ms; kept in a CTE that both counts read, 6 ms).
 */
const pageAndCount = (q: string, filters: OrderFilters, limit: number, offset: number): SQL => {
  const upToCap = (columns: SQL) => sql`m cross join lateral (
      select ${columns} from order_search_words s
      where s.word = m.word and ${placedWithin(filters)} limit ${ORDER_COUNT_CAP + 1}
    ) c`
  return sql`
  with m as materialized (
    select word from order_search_vocabulary where word like ${likePattern(q)}
  ), page as (
    select c.order_id, c.placed_at from m cross join lateral (
      select s.order_id, s.placed_at from order_search_words s
      where s.word = m.word and ${placedWithin(filters)}
      order by s.placed_at desc, s.order_id desc limit ${offset + limit}
    ) c
    group by c.order_id, c.placed_at order by c.placed_at desc, c.order_id desc limit ${limit} offset ${offset}
  )
  select
    (select coalesce(string_agg(order_id::text, ',' order by placed_at desc, order_id desc), '') from page) as ids,
    case when (select count(*) from m) = 1 then (select count(*) from ${upToCap(sql`1`)})
      else (select count(distinct c.order_id) from ${upToCap(sql`s.order_id`)}) end as n`
}

/** A page of the orders whose name or email contains `word` (searchedWord), newest first, and their count. */
export async function searchByWord(
  db: Database,
  word: string,
  filters: OrderFilters,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; count: OrderCount }> {
  const [row] = await rowsOf<{ ids: string; n: string | number }>(
    db,
    pageAndCount(word, filters, limit, offset),
  )
  const n = Number(row?.n ?? 0)
  const count = n > ORDER_COUNT_CAP ? { total: ORDER_COUNT_CAP, capped: true } : { total: n, capped: false }
  const ids = row?.ids ? row.ids.split(',') : []
  if (ids.length === 0) return { rows: [], count }
  const found = await db.select().from(orders).where(inArray(orders.id, ids))
  const byId = new Map(found.map((row) => [row.id, row]))
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), count }
}
