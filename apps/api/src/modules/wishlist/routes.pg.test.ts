// The wishlist over HTTP (issue 24, item 5): session only (none, or an admin token: 401), each shopper her own list
// newest first as the spec's Book JSON, PUT and DELETE idempotent, unknown or malformed book ids, the cap of
// WISHLIST_MAX_BOOKS, the merge of a browser's list (unknown ids ignored, at most WISHLIST_MERGE_MAX_IDS, the cap),
// a book the admin deletes leaving every list, no cache keeping an answer, and the per-account write limit.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { toCents } from '@bookstore/contract/money'
import { Book, BookList } from '@bookstore/contract/schemas/book'
import {
  WISHLIST_FULL_MESSAGE,
  WISHLIST_MAX_BOOKS,
  WISHLIST_MERGE_MAX_IDS,
} from '@bookstore/contract/schemas/wishlist'
import { books, wishlistItems } from '@/db/schema'
import { adminToken, bearer, insertBook, signUpBuyer, UNKNOWN_ID, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { WISHLIST_WRITES_ACCOUNT_LIMIT } from './wishlist-limits'

const t = useTestApp()
let ann: TestBuyer
let bob: TestBuyer
let adminBearer: { authorization: string }
let dune = ''
let emma = ''
let ivanhoe = ''

let addressCount = 0
/** Each request from its own address: only the per-account write limit can meet these tests. */
const nextAddress = () => {
  addressCount += 1
  return `10.40.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`
}

beforeAll(async () => {
  ann = await signUpBuyer(t.app, 'ann')
  bob = await signUpBuyer(t.app, 'bob')
  adminBearer = bearer(await adminToken(t))
  dune = await insertBook(t.db, { title: 'Dune', newPrice: 9.99, stock: 4 })
  emma = await insertBook(t.db, { title: 'Emma', newPrice: 7.5, stock: 0 })
  ivanhoe = await insertBook(t.db, { title: 'Ivanhoe' })
})

type Who = TestBuyer | { authorization: string } | null
const headersOf = (who: Who): Record<string, string> => {
  if (who === null) return { origin: TEST_PUBLIC_URL }
  if ('cookie' in who) return { cookie: who.cookie, origin: TEST_PUBLIC_URL }
  return { ...who, origin: TEST_PUBLIC_URL }
}

const list = (who: Who) =>
  t.app.inject({ url: apiPaths.wishlist.href(), headers: headersOf(who), remoteAddress: nextAddress() })
const put = (who: Who, bookId: string) =>
  t.app.inject({
    method: 'PUT',
    url: apiPaths.wishlistBook.href(bookId),
    headers: headersOf(who),
    remoteAddress: nextAddress(),
  })
const remove = (who: Who, bookId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: apiPaths.wishlistBook.href(bookId),
    headers: headersOf(who),
    remoteAddress: nextAddress(),
  })
const merge = (who: Who, bookIds: unknown) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.wishlistMerge.href(),
    headers: headersOf(who),
    payload: { bookIds },
    remoteAddress: nextAddress(),
  })

const titles = async (who: TestBuyer) => {
  const res = await list(who)
  expect(res.statusCode).toBe(200)
  return BookList.parse(res.json()).map((book) => book.title)
}

const empty = async (who: TestBuyer) => {
  await t.db.delete(wishlistItems).where(eq(wishlistItems.userId, who.uid))
}

describe('who may use a wishlist', () => {
  it('answers 401 without a session, and to an admin token alone, on every route', async () => {
    for (const who of [null, adminBearer]) {
      for (const res of [
        await list(who),
        await put(who, dune),
        await remove(who, dune),
        await merge(who, [dune]),
      ]) {
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual({ error: 'unauthorized', message: 'Sign in first' })
      }
    }
    expect(await t.db.select().from(wishlistItems)).toEqual([])
  })

  it('keeps each shopper her own list', async () => {
    await empty(ann)
    await empty(bob)
    expect((await put(ann, dune)).statusCode).toBe(204)
    expect((await put(bob, emma)).statusCode).toBe(204)
    expect(await titles(ann)).toEqual(['Dune'])
    expect(await titles(bob)).toEqual(['Emma'])
    // Bob's DELETE of Ann's book changes only his own (empty of it) list.
    expect((await remove(bob, dune)).statusCode).toBe(204)
    expect(await titles(ann)).toEqual(['Dune'])
  })

  it('answers with Cache-Control: no-store, errors included', async () => {
    expect((await list(ann)).headers['cache-control']).toBe('no-store')
    expect((await list(null)).headers['cache-control']).toBe('no-store')
  })
})

describe('GET, PUT and DELETE /api/wishlist', () => {
  it('lists her books newest first, as the books list shows them', async () => {
    await empty(ann)
    for (const id of [dune, emma, ivanhoe]) expect((await put(ann, id)).statusCode).toBe(204)
    const res = await list(ann)
    const wished = BookList.parse(res.json())
    expect(wished.map((b) => b.title)).toEqual(['Ivanhoe', 'Emma', 'Dune'])
    // The same JSON as the catalogue's: price and stock as everywhere.
    const detail = Book.parse((await t.app.inject(apiPaths.books.href({ q: 'Dune' }))).json<unknown[]>()[0])
    expect(wished[2]).toEqual(detail)
    expect(wished[2]).toMatchObject({ _id: dune, newPrice: 9.99, stock: 4 })
  })

  it('PUT and DELETE are idempotent', async () => {
    await empty(ann)
    expect((await put(ann, dune)).statusCode).toBe(204)
    const again = await put(ann, dune)
    expect(again.statusCode).toBe(204)
    expect(again.body).toBe('')
    expect(await titles(ann)).toEqual(['Dune'])
    expect((await remove(ann, dune)).statusCode).toBe(204)
    expect((await remove(ann, dune)).statusCode).toBe(204)
    expect(await titles(ann)).toEqual([])
  })

  it('answers 404 for an unknown book, and for an id that is not one', async () => {
    await empty(ann)
    const unknown = await put(ann, UNKNOWN_ID)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Book not found' })
    // A malformed id in the path names nothing: 404, as everywhere in the API (STYLE §4).
    for (const res of [await put(ann, 'not-a-uuid'), await remove(ann, "1' OR '1'='1")]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ error: 'not_found' })
    }
    expect(await titles(ann)).toEqual([])
  })

  it('a book the admin deletes leaves every wishlist', async () => {
    const gone = await insertBook(t.db, { title: 'Withdrawn' })
    await empty(ann)
    await empty(bob)
    for (const who of [ann, bob]) {
      expect((await put(who, gone)).statusCode).toBe(204)
      expect((await put(who, dune)).statusCode).toBe(204)
    }
    expect(await titles(ann)).toEqual(['Dune', 'Withdrawn'])
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.deleteBook.href(gone),
      headers: adminBearer,
    })
    expect(res.statusCode).toBe(200)
    expect(await titles(ann)).toEqual(['Dune'])
    expect(await titles(bob)).toEqual(['Dune'])
  })
})

/** `n` books in one statement (the cap needs hundreds); their ids. */
async function manyBooks(n: number): Promise<string[]> {
  const rows = await t.db
    .insert(books)
    .values(
      Array.from({ length: n }, (_, i) => ({
        title: `Shelf filler ${i}`,
        description: 'Filler.',
        coverImage: 'filler.webp',
        category: 'fantasy',
        author: 'Filler Author',
        oldPriceCents: toCents(10),
        newPriceCents: toCents(5),
        stock: 1,
        trending: false,
        publisher: 'Filler Press',
      })),
    )
    .returning({ id: books.id })
  return rows.map((row) => row.id)
}

describe(`the cap of ${WISHLIST_MAX_BOOKS} books`, () => {
  it('answers 409 past it, still 204 for a book already on the list or taken off it', async () => {
    const cara = await signUpBuyer(t.app, 'cara')
    const filler = await manyBooks(WISHLIST_MAX_BOOKS - 1)
    await t.db.insert(wishlistItems).values(filler.map((bookId) => ({ userId: cara.uid, bookId })))
    expect((await put(cara, dune)).statusCode).toBe(204)
    const full = await put(cara, emma)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toEqual({ error: 'conflict', message: WISHLIST_FULL_MESSAGE })
    expect((await put(cara, dune)).statusCode).toBe(204)
    // A merge adds nothing past the cap, and does not fail for it.
    const merged = await merge(cara, [emma, ivanhoe])
    expect(merged.statusCode).toBe(200)
    expect(BookList.parse(merged.json())).toHaveLength(WISHLIST_MAX_BOOKS)
    expect(BookList.parse(merged.json()).map((b) => b._id)).not.toContain(emma)
    // Room again after a removal.
    expect((await remove(cara, dune)).statusCode).toBe(204)
    expect((await put(cara, emma)).statusCode).toBe(204)
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, cara.uid))
    expect(rows).toHaveLength(WISHLIST_MAX_BOOKS)
  })
  it('lets only as many parallel PUTs through as there is room for', async () => {
    const eve = await signUpBuyer(t.app, 'eve')
    const filler = await manyBooks(WISHLIST_MAX_BOOKS - 2)
    await t.db.insert(wishlistItems).values(filler.map((bookId) => ({ userId: eve.uid, bookId })))
    const candidates = await manyBooks(6)
    const answers = await Promise.all(candidates.map((id) => put(eve, id)))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 204, 409, 409, 409, 409])
    const rows = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, eve.uid))
    expect(rows).toHaveLength(WISHLIST_MAX_BOOKS)
  })
})

describe('POST /api/wishlist/merge', () => {
  it('adds the known books in the browser order, ignores unknown ids and those she has, answers her list', async () => {
    await empty(ann)
    expect((await put(ann, dune)).statusCode).toBe(204)
    const res = await merge(ann, [ivanhoe, UNKNOWN_ID, emma, dune, ivanhoe])
    expect(res.statusCode).toBe(200)
    expect(BookList.parse(res.json()).map((b) => b.title)).toEqual(['Ivanhoe', 'Emma', 'Dune'])
    expect(await titles(ann)).toEqual(['Ivanhoe', 'Emma', 'Dune'])
    // Nothing to add: her list as it is.
    const none = await merge(ann, [])
    expect(BookList.parse(none.json()).map((b) => b.title)).toEqual(['Ivanhoe', 'Emma', 'Dune'])
  })

  it(`answers 400 for more than ${WISHLIST_MERGE_MAX_IDS} ids or an id that is not a uuid, and adds nothing`, async () => {
    await empty(ann)
    const tooMany = await merge(
      ann,
      Array.from({ length: WISHLIST_MERGE_MAX_IDS + 1 }, () => dune),
    )
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toMatchObject({ error: 'validation' })
    for (const bookIds of [['not-a-uuid'], 'dune', [dune, 42], null]) {
      const res = await merge(ann, bookIds)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation' })
    }
    expect(await titles(ann)).toEqual([])
    // Exactly the most it takes is fine.
    const most = await merge(
      ann,
      Array.from({ length: WISHLIST_MERGE_MAX_IDS }, () => dune),
    )
    expect(most.statusCode).toBe(200)
  })
})

describe('how often a shopper may change her wishlist', () => {
  it(`answers 429 with Retry-After past ${WISHLIST_WRITES_ACCOUNT_LIMIT.max} writes a minute, from any address`, async () => {
    const dora = await signUpBuyer(t.app, 'dora')
    for (let i = 0; i < WISHLIST_WRITES_ACCOUNT_LIMIT.max; i += 1) {
      const res = i % 2 === 0 ? await put(dora, dune) : await remove(dora, dune)
      expect(res.statusCode).toBe(204)
    }
    const refused = await put(dora, emma)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many wishlist changes for now\. Try again in \d+ seconds\.$/),
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await titles(dora)).toEqual([])
    // Reading stays free, and another shopper writes as usual.
    expect((await put(bob, emma)).statusCode).toBe(204)
  })
})
