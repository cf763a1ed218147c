// "Readers also bought" over HTTP (issue 16): pairs counted from orders placed through the API, best first, filled
// up with the newest books of the category, never the book itself, a book that is gone left out; 404s; each book as
// the book list answers it; and book_pairs always says what a count of the order lines says, as orders are placed,
// books deleted and orders removed.

import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { ALSO_BOUGHT_MAX, BookList } from '@bookstore/contract/schemas/book'
import { bookPairs, books, orderItems, orders } from '@/db/schema'
import { insertAuthor, insertBook, placeOrder, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'
import { alsoBought as alsoBoughtOf } from './service'

const t = useTestApp()
const PRICE = 15.5

let buyer: TestBuyer
let subject: string
let often: string
let twice: string
let once: string
let otherShelf: string
let lone: string
/** Mystery books bought with nothing, oldest first. */
const shelf: string[] = []

const order = (...ids: string[]) => placeOrder(t.app, buyer, ids, PRICE * ids.length)

const alsoBought = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: apiPaths.alsoBought.href(id) })
  expect(res.statusCode).toBe(200)
  return BookList.parse(res.json()).map((book) => book._id)
}

/** The pairs a count of the order lines gives, as `book>other: times`, sorted. */
async function countedPairs(): Promise<string[]> {
  const lines = await t.db.select({ orderId: orderItems.orderId, bookId: orderItems.bookId }).from(orderItems)
  const counts = new Map<string, number>()
  for (const a of lines) {
    for (const b of lines) {
      if (a.orderId !== b.orderId || !a.bookId || !b.bookId || a.bookId === b.bookId) continue
      const key = `${a.bookId}>${b.bookId}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  return [...counts].map(([key, n]) => `${key}: ${n}`).sort()
}

async function keptPairs(): Promise<string[]> {
  const rows = await t.db.select().from(bookPairs)
  return rows.map((r) => `${r.bookId}>${r.otherBookId}: ${r.times}`).sort()
}

beforeAll(async () => {
  buyer = await signUpBuyer(t.app, 'pairbuyer')
  subject = await insertBook(t.db, { title: 'Subject', category: 'mystery', newPrice: PRICE })
  often = await insertBook(t.db, { title: 'Often', category: 'mystery', newPrice: PRICE })
  once = await insertBook(t.db, { title: 'Once', category: 'mystery', newPrice: PRICE })
  twice = await insertBook(t.db, { title: 'Twice', category: 'horror', newPrice: PRICE })
  otherShelf = await insertBook(t.db, { title: 'Other shelf', category: 'horror', newPrice: PRICE })
  lone = await insertBook(t.db, { title: 'Lone', category: 'thriller', newPrice: PRICE })
  for (let i = 0; i < 7; i += 1) shelf.push(await insertBook(t.db, { category: 'mystery', newPrice: PRICE }))
  // Often 3 times with the subject, Twice 2 times, Once 1 time; one order of three lines, one of four.
  await order(subject, often, once)
  await order(subject, often)
  await order(often, subject, twice, otherShelf)
  await order(twice, subject)
  await order(otherShelf, often)
})

describe('GET /api/books/{id}/also-bought', () => {
  it('lists the books bought with it most often first, then the newest of its category, up to 8', async () => {
    const ids = await alsoBought(subject)
    expect(ids).toHaveLength(ALSO_BOUGHT_MAX)
    expect(ids.slice(0, 2)).toEqual([often, twice])
    // Once and Other shelf were each bought once with the subject: ties go by id.
    expect(ids.slice(2, 4)).toEqual([once, otherShelf].sort())
    // Then the newest mystery books not listed yet, never the subject.
    expect(ids.slice(4)).toEqual(shelf.slice(-4).reverse())
    expect(ids).not.toContain(subject)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('leaves out a paired book that is gone, and fills up in its place', async () => {
    // A pair naming no book (the triggers never leave one: a deleted book's pairs go with its order lines). Read from
    // the service: a pair written by hand does not move the catalogue version, so a stored answer would not show it.
    const ghost = randomUUID()
    await t.db.insert(bookPairs).values({ bookId: subject, otherBookId: ghost, times: 99 })
    try {
      const ids = (await alsoBoughtOf(t.db, subject)).map((book) => book._id)
      expect(ids).toEqual([often, twice, ...[once, otherShelf].sort(), ...shelf.slice(-4).reverse()])
    } finally {
      await t.db.delete(bookPairs).where(and(eq(bookPairs.bookId, subject), eq(bookPairs.otherBookId, ghost)))
    }
  })

  it('answers for an id written in capitals as for the same id in lower case', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.alsoBought.href(subject.toUpperCase()) })
    expect(res.statusCode).toBe(200)
    expect(BookList.parse(res.json()).map((book) => book._id)).toEqual(await alsoBought(subject))
  })

  it('answers each book as the book list does: the same JSON, authors in their order', async () => {
    const [first, second] = [await insertAuthor(t.db), await insertAuthor(t.db)]
    await insertBook(t.db, { title: 'Verses', category: 'poetry', authorIds: [second, first] })
    const reader = await insertBook(t.db, { category: 'poetry' })
    const res = await t.app.inject({ method: 'GET', url: apiPaths.alsoBought.href(reader) })
    const list = await t.app.inject({ method: 'GET', url: apiPaths.books.href({ category: 'poetry' }) })
    // Newest first: the reader, then Verses.
    const listed = JSON.parse(list.body) as unknown[]
    expect(listed).toHaveLength(2)
    expect(res.body).toBe(JSON.stringify(listed.slice(1)))
    expect(res.json()).toMatchObject([{ title: 'Verses', authors: [second, first] }])
  })

  it('answers books with the fields of a list', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.alsoBought.href(often) })
    const [first] = BookList.parse(res.json())
    expect(first).toMatchObject({ _id: subject, title: 'Subject', category: 'mystery', newPrice: PRICE })
  })

  it('counts each order once for each pair of its lines, both ways round', async () => {
    // Often: with the subject 3 times, with Other shelf 2 times, with Once and Twice once each (Twice: id order).
    const ids = await alsoBought(often)
    expect(ids.slice(0, 2)).toEqual([subject, otherShelf])
    expect(ids.slice(2, 4)).toEqual([once, twice].sort())
    expect(await keptPairs()).toEqual(await countedPairs())
  })

  it('falls back to the category alone for a book nobody bought, and is empty for a lone book', async () => {
    const newest = shelf.at(-1) ?? ''
    const ids = await alsoBought(newest)
    // The newest 8 mystery books but itself: the shelf, then the pairs' (older than the shelf), never the subject.
    expect(ids).toEqual([...shelf.slice(0, -1).reverse(), once, often])
    expect(await alsoBought(lone)).toEqual([])
  })

  it('counts an order placed now', async () => {
    // A book asked about for the first time: a stored answer may show stock up to a period late (catalogue cache).
    const fresh = await insertBook(t.db, { title: 'Fresh', category: 'thriller', newPrice: PRICE })
    await order(fresh, once)
    expect(await alsoBought(fresh)).toEqual([once, lone])
  })

  it('answers 404 JSON for an unknown id and for a malformed one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.alsoBought.href(id) })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) })
    }
  })
})

describe('book_pairs', () => {
  it('loses a deleted book, and keeps the pairs of the rest of its orders', async () => {
    await t.db.delete(books).where(eq(books.id, twice))
    // A delete by plain SQL reaches the stored answers at the process's next check (every 250 ms): made now.
    await t.app.catalogue.check()
    const kept = await keptPairs()
    expect(kept.filter((p) => p.includes(twice))).toEqual([])
    expect(kept).toEqual(await countedPairs())
    expect(await alsoBought(subject)).not.toContain(twice)
  })

  it('loses the pairs of a removed order', async () => {
    const extra = await order(subject, lone, once)
    const withExtra = await keptPairs()
    await t.db.delete(orders).where(eq(orders.id, extra))
    const kept = await keptPairs()
    expect(kept).not.toEqual(withExtra)
    expect(kept).toEqual(await countedPairs())
  })

  it('follows lines written in separate statements and lines changed by hand', async () => {
    const [row] = await t.db
      .insert(orders)
      .values({
        userUid: buyer.uid,
        name: 'Hand',
        email: buyer.email,
        phone: '1',
        city: 'c',
        country: 'c',
        state: 's',
        zipcode: 'z',
        totalPriceCents: 0,
      })
      .returning({ id: orders.id })
    const orderId = row?.id ?? ''
    const line = (position: number, bookId: string) => ({
      orderId,
      position,
      bookId,
      title: 't',
      unitPriceCents: 0,
    })
    await t.db.insert(orderItems).values(line(0, lone))
    await t.db.insert(orderItems).values([line(1, once), line(2, often)])
    expect(await keptPairs()).toEqual(await countedPairs())
    await t.db.update(orderItems).set({ bookId: subject }).where(eq(orderItems.orderId, orderId))
    expect(await keptPairs()).toEqual(await countedPairs())
    await t.db.delete(orderItems).where(eq(orderItems.position, 1))
    expect(await keptPairs()).toEqual(await countedPairs())
  })
})
