// Named statements (statements.ts): a raw statement's rows come back in camelCase with its placeholders filled, a
// drizzle query's as its fields say, and each is made once per database, whatever the number of calls.

import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { books } from '@/db/schema'
import { namedStatement } from '@/db/statements'
import { insertBook } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()

describe('namedStatement', () => {
  it('reads a raw statement in camelCase, its placeholders filled by name', async () => {
    const id = await insertBook(t.db, { title: 'Named Lantern', newPrice: 12.5 })
    const priceOf = namedStatement<{ bookId: string; newPriceCents: number }>(
      'test_statement_price',
      () => sql`select id::text as book_id, new_price_cents from books where id = ${sql.placeholder('id')}`,
    )
    expect(await priceOf(t.db, { id })).toEqual([{ bookId: id, newPriceCents: 1250 }])
  })

  it('runs a drizzle query under its name, and makes each statement once per database', async () => {
    const id = await insertBook(t.db, { title: 'Named Harbour' })
    let built = 0
    const titleOf = namedStatement('test_statement_title', (db) => {
      built += 1
      return db
        .select({ title: books.title })
        .from(books)
        .where(eq(books.id, sql.placeholder('id')))
    })
    expect(await titleOf(t.db, { id })).toEqual([{ title: 'Named Harbour' }])
    expect(await titleOf(t.db, { id: '00000000-0000-4000-8000-000000000000' })).toEqual([])
    expect(built).toBe(1)
  })
})
