// Wishlist service (issue 24, item 5): the books a signed-in shopper keeps for later, each shopper her own list of at
// most WISHLIST_MAX_BOOKS. Books go out through the books module's own mapping, so prices and stock read as
// everywhere else; a book the admin deletes leaves every list with it (wishlist_items' foreign key cascades).

import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Book } from '@bookstore/contract/schemas/book'
import { WISHLIST_FULL_MESSAGE, WISHLIST_MAX_BOOKS } from '@bookstore/contract/schemas/wishlist'
import type { Database } from '@/db/client'
import { books, users, wishlistItems } from '@/db/schema'
import type { Shopper } from '@/plugins/access'
import { DomainError } from '@/plugins/errors'
import { booksByIds } from '@/modules/books'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The signed-in shopper's uid (every route here runs requireShopper first). */
const uidOf = (shopper: Shopper | null): string => {
  if (!shopper) throw new DomainError('unauthorized', 'Sign in first', 401)
  return shopper.uid
}

/**
 * Holds the shopper's row until the transaction ends, so that her writes to the list take turns and two at once
 * cannot both find room for the last book. NO KEY UPDATE leaves the foreign key checks of other tables (her
 * orders, her sessions) free to run.
 */
const takeTurn = (tx: Transaction, uid: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('no key update')

const mine = (uid: string) => eq(wishlistItems.userId, uid)

/** Her books, newest added first. */
export async function listWishlist(db: Database, shopper: Shopper | null): Promise<Book[]> {
  const rows = await db
    .select({ bookId: wishlistItems.bookId })
    .from(wishlistItems)
    .where(mine(uidOf(shopper)))
    .orderBy(desc(wishlistItems.addedAt), asc(wishlistItems.bookId))
  return booksByIds(
    db,
    rows.map((row) => row.bookId),
  )
}

/** The book is on her list (already there: nothing changes). Unknown book: 404; a full list: 409. */
export async function addToWishlist(db: Database, shopper: Shopper | null, bookId: string): Promise<void> {
  const uid = uidOf(shopper)
  await db.transaction(async (tx) => {
    await takeTurn(tx, uid)
    // KEY SHARE keeps the book from being deleted before the row that names it is written.
    const [book] = await tx.select({ id: books.id }).from(books).where(eq(books.id, bookId)).for('key share')
    if (!book) throw new DomainError('not_found', 'Book not found', 404)
    const [kept] = await tx
      .select({ bookId: wishlistItems.bookId })
      .from(wishlistItems)
      .where(and(mine(uid), eq(wishlistItems.bookId, bookId)))
    if (kept) return
    const [held] = await tx.select({ n: count() }).from(wishlistItems).where(mine(uid))
    if ((held?.n ?? 0) >= WISHLIST_MAX_BOOKS) throw new DomainError('conflict', WISHLIST_FULL_MESSAGE, 409)
    await tx.insert(wishlistItems).values({ userId: uid, bookId })
  })
}

/** The book is not on her list (it was not: nothing changes, whether or not the book exists). */
export async function removeFromWishlist(
  db: Database,
  shopper: Shopper | null,
  bookId: string,
): Promise<void> {
  await db.delete(wishlistItems).where(and(mine(uidOf(shopper)), eq(wishlistItems.bookId, bookId)))
}

/**
 * Adds the books of `bookIds` (the browser's list, newest first) that exist and are not on her list yet, as many as
 * fit under the cap, and answers her whole list. Unknown ids are ignored, and so are those past the cap: the merge
 * at sign-in never fails for what the browser kept.
 */
export async function mergeIntoWishlist(
  db: Database,
  shopper: Shopper | null,
  bookIds: readonly string[],
): Promise<Book[]> {
  const uid = uidOf(shopper)
  const asked = [...new Set(bookIds)]
  if (asked.length > 0) {
    await db.transaction(async (tx) => {
      await takeTurn(tx, uid)
      const known = await tx
        .select({ id: books.id })
        .from(books)
        .where(inArray(books.id, asked))
        .for('key share')
      const kept = await tx.select({ bookId: wishlistItems.bookId }).from(wishlistItems).where(mine(uid))
      const existing = new Set(known.map((row) => row.id))
      const held = new Set(kept.map((row) => row.bookId))
      const room = Math.max(0, WISHLIST_MAX_BOOKS - held.size)
      const fresh = asked.filter((id) => existing.has(id) && !held.has(id)).slice(0, room)
      if (fresh.length === 0) return
      // Newest first, each a millisecond before the one ahead of it: her list shows them in the browser's order.
      await tx.insert(wishlistItems).values(
        fresh.map((bookId, i) => ({
          userId: uid,
          bookId,
          addedAt: sql`now() - ${i}::int * interval '1 millisecond'`,
        })),
      )
    })
  }
  return listWishlist(db, shopper)
}
