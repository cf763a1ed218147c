// The orders the dashboard's lists take (issue 27 item 5): each list's `sort` values, none by default, anything else
// refused with a message that names the parameter; the shop's book orders stay the shop's.

import { describe, expect, it } from 'vitest'
import { ADMIN_ORDER_SORTS, AdminOrdersQuery } from './admin-orders'
import { ADMIN_BOOK_SORTS, BOOK_LIST_SORTS, BOOK_SORTS, BookListQuery } from './book'
import { CUSTOMER_SORTS, CustomersQuery } from './customer'
import { QUOTE_SORTS, QuoteListQuery } from './quote'

const LISTS = [
  ['orders', AdminOrdersQuery, ADMIN_ORDER_SORTS],
  ['customers', CustomersQuery, CUSTOMER_SORTS],
  ['quotes', QuoteListQuery, QUOTE_SORTS],
  ['books', BookListQuery, BOOK_LIST_SORTS],
] as const

describe('list sorts', () => {
  it.each(LISTS)('%s: takes each of its orders, and none', (_name, schema, sorts) => {
    for (const sort of sorts) expect(schema.parse({ sort }).sort).toBe(sort)
    expect(schema.parse({}).sort).toBeUndefined()
  })

  it.each(LISTS)('%s: refuses another order, saying which ones it takes', (_name, schema, sorts) => {
    for (const sort of ['', 'NEWEST', 'random', 'total']) {
      const result = schema.safeParse({ sort })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(`sort must be one of ${sorts.join(', ')}`)
    }
  })

  it("keeps the dashboard's stock orders off the shop's book orders", () => {
    for (const sort of ADMIN_BOOK_SORTS) expect(BOOK_SORTS as readonly string[]).not.toContain(sort)
    expect(BOOK_LIST_SORTS).toEqual([...BOOK_SORTS, ...ADMIN_BOOK_SORTS])
  })
})
