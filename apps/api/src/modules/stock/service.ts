// Stock (ARCHITECTURE §5, STYLE §8): the one place that takes copies for an order and puts them back, each as one
// set-based statement inside the caller's transaction. Both lock the books' rows in id order before changing any,
// so orders and cancellations sharing books wait for each other instead of deadlocking (PostgreSQL; PGlite runs one
// transaction at a time), and a last copy is sold once.

import { sql } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { rowsOf } from '@/db/rows'
import { sessionSetting } from '@/db/session-settings'
import { DomainError } from '@/plugins/errors'

/** A book of an order as it was when its row was locked: what the order prices and records. */
export interface BookForSale {
  id: string
  title: string
  coverImage: string
  newPriceCents: number
  /** Before this order took its copies. */
  stock: number
}

interface LockedRow extends BookForSale {
  /** Copies this order wants. */
  copies: number
  taken: boolean
}

/** Each id once, with how many times it is named: the copies wanted of it. */
function copiesOf(ids: readonly string[]): { ids: string[]; copies: number[] } {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return { ids: [...counts.keys()], copies: [...counts.values()] }
}

/** `ids` and `copies` as one uuid[] and one int[] parameter each (drizzle would spread a bare array into a list). */
const wantedRows = ({ ids, copies }: { ids: string[]; copies: number[] }) =>
  sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(copies)}::int[]) as wanted(id, copies)`

const quoted = (titles: readonly string[]) => titles.map((t) => `'${t}'`).join(', ')

/**
 * Takes one copy of a book for each time `ids` names it, all or nothing, in `tx`, and answers the books in `ids`
 * order (a book named twice, twice). Refuses, changing nothing: an unknown book (409 conflict, naming its ids), a book
 * short of copies (409 out_of_stock, naming its titles). The transaction is marked a sale for the catalogue trigger,
 * and the copies taken are added to units_sold in the same update: the order's lines, inserted later in this
 * transaction, are then not counted again by count_units_sold (migration 0014), and each book is updated once.
 * One statement (the transaction's sale setting included): lock the wanted rows in id order, then update them only if
 * every one was found with enough copies; the update is conditional as well as locked.
 */
export async function takeStock(tx: Database, ids: readonly string[]): Promise<BookForSale[]> {
  const wanted = copiesOf(ids)
  // A sale: the stock counts it changes reach stored catalogue answers within their freshness period; only a book
  // going out of stock moves the catalogue version at once (migration 0007, ADR 003). The setting is made by `sale`,
  // which `locked` reads before any row is updated (the trigger's WHEN reads it as each row is), and it holds until
  // the transaction ends: the order's lines, inserted next, read it too (count_units_sold).
  const rows = await rowsOf<LockedRow>(
    tx,
    sql`with sale as materialized (
          select ${sessionSetting('bookstore.stock_sale', 'on')} as setting
        ),
        locked as materialized (
          select b.id, b.title, b.cover_image, b.new_price_cents, b.stock, wanted.copies
          from books b join ${wantedRows(wanted)} on wanted.id = b.id cross join sale
          order by b.id
          for update of b
        ),
        sellable as (
          select count(*) = ${wanted.ids.length} and coalesce(bool_and(stock >= copies), false) as ok from locked
        ),
        taken as (
          update books b
          set stock = b.stock - locked.copies, units_sold = b.units_sold + locked.copies, updated_at = now()
          from locked
          where b.id = locked.id and b.stock >= locked.copies and (select ok from sellable)
          returning b.id
        )
        select locked.id, locked.title, locked.cover_image, locked.new_price_cents, locked.stock, locked.copies,
          taken.id is not null as taken
        from locked left join taken on taken.id = locked.id`,
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  const unknown = ids.filter((id) => !byId.has(id))
  if (unknown.length > 0) {
    throw new DomainError('conflict', `These books do not exist: ${unknown.join(', ')}`, 409)
  }
  const lines = ids.map((id) => byId.get(id)).filter((row) => row !== undefined)
  const short = lines.filter((row) => row.stock < row.copies)
  if (short.length > 0) {
    throw new DomainError('out_of_stock', `Out of stock: ${quoted(short.map((row) => row.title))}`, 409)
  }
  // Locked, so never expected: a row found with enough copies that the update did not take means stock went missing.
  if (rows.some((row) => !row.taken)) {
    throw new DomainError('out_of_stock', 'A book of this order has just sold out', 409)
  }
  return lines.map(({ id, title, coverImage, newPriceCents, stock }) => ({
    id,
    title,
    coverImage,
    newPriceCents,
    stock,
  }))
}

/**
 * Puts back one copy of a book for each time `ids` names it, in `tx`. A book deleted since is not there to restock
 * and is skipped. One statement: lock the rows in id order (as takeStock does), then add the copies.
 */
export async function restock(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await tx.execute(
    sql`with locked as materialized (
          select b.id, wanted.copies
          from books b join ${wantedRows(copiesOf(ids))} on wanted.id = b.id
          order by b.id
          for update of b
        )
        update books b set stock = b.stock + locked.copies, updated_at = now()
        from locked
        where b.id = locked.id`,
  )
}
