// Stock's two statements on their own: a take is all or nothing (an unknown or short book refuses it, naming them,
// and leaves every count as it was), answers the books in the order named, and counts as a sale for the catalogue
// trigger; a restock puts the copies back and skips a book deleted since. Under concurrency: orders/ and
// admin-orders/concurrency.pg.test.ts.

import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { books } from '@/db/schema'
import { rowsOf } from '@/db/rows'
import { bookStock, insertBook, UNKNOWN_ID } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'
import { restock, takeStock } from './service'

const t = useTestApp()

const take = (ids: string[]) => t.db.transaction((tx) => takeStock(tx, ids))

const catalogueVersion = async () =>
  (await rowsOf<{ version: number }>(t.db, sql`select version from catalogue_state where id = 1`))[0]?.version

describe('takeStock', () => {
  it('takes one copy of each book and answers them as named, with their stock before', async () => {
    const a = await insertBook(t.db, { title: 'A', newPrice: 3, stock: 2 })
    const b = await insertBook(t.db, { title: 'B', newPrice: 4.5, stock: 5 })
    const taken = await take([b, a])
    expect(taken).toEqual([
      { id: b, title: 'B', coverImage: expect.any(String), newPriceCents: 450, stock: 5 },
      { id: a, title: 'A', coverImage: expect.any(String), newPriceCents: 300, stock: 2 },
    ])
    expect(await bookStock(t.db, a)).toBe(1)
    expect(await bookStock(t.db, b)).toBe(4)
  })

  it('is a sale: a count that stays above 0 leaves the catalogue version alone', async () => {
    const book = await insertBook(t.db, { stock: 3 })
    const before = await catalogueVersion()
    await take([book])
    expect(await catalogueVersion()).toBe(before)
  })

  it('refuses an unknown book with conflict, naming it, and takes nothing', async () => {
    const book = await insertBook(t.db, { stock: 2 })
    await expect(take([book, UNKNOWN_ID])).rejects.toMatchObject({
      code: 'conflict',
      status: 409,
      message: `These books do not exist: ${UNKNOWN_ID}`,
    })
    expect(await bookStock(t.db, book)).toBe(2)
  })

  it('refuses books short of copies with out_of_stock, naming their titles, and takes nothing', async () => {
    const here = await insertBook(t.db, { title: 'Here', stock: 2 })
    const gone = await insertBook(t.db, { title: 'Gone', stock: 0 })
    const none = await insertBook(t.db, { title: 'None', stock: 0 })
    await expect(take([none, here, gone])).rejects.toMatchObject({
      code: 'out_of_stock',
      status: 409,
      message: "Out of stock: 'None', 'Gone'",
    })
    expect(await bookStock(t.db, here)).toBe(2)
  })
})

describe('restock', () => {
  it('puts back a copy for each time a book is named and skips a deleted book', async () => {
    const a = await insertBook(t.db, { stock: 0 })
    const deleted = await insertBook(t.db, { stock: 1 })
    await t.db.delete(books).where(eq(books.id, deleted))
    await t.db.transaction((tx) => restock(tx, [a, deleted, a]))
    expect(await bookStock(t.db, a)).toBe(2)
    expect(await bookStock(t.db, deleted)).toBeUndefined()
  })
})
