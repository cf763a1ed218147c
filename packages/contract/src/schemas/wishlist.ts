// The wishlist on the wire (issue 24, item 5): the book path parameter, the merge body of the browser's list at
// sign-in, the answer (the spec's Book list, newest added first) and the limits both apps keep.

// zod/mini: the heart on every book card reads these limits; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'
import { BookList } from './book'
import { EntityId } from './params'

/** Books one wishlist holds at most, on the server and in the browser alike. */
export const WISHLIST_MAX_BOOKS = 500
/** Book ids one merge may name (a browser's list is merged at sign-in). */
export const WISHLIST_MERGE_MAX_IDS = 100

/** The 409 of a full wishlist. */
export const WISHLIST_FULL_MESSAGE = `Your wishlist is full (${WISHLIST_MAX_BOOKS} books). Remove a book to add another.`

/** PUT and DELETE /api/wishlist/{bookId}. */
export const WishlistBookParams = z.object({ bookId: EntityId })
export type WishlistBookParams = z.infer<typeof WishlistBookParams>

/** POST /api/wishlist/merge: book ids newest first; unknown ones are ignored, and so are those past the cap. */
export const WishlistMergeBody = z.object({
  bookIds: z.array(z.uuid('bookIds must be book ids')).check(z.maxLength(WISHLIST_MERGE_MAX_IDS)),
})
export type WishlistMergeBody = z.infer<typeof WishlistMergeBody>

/** GET /api/wishlist and the merge's answer: her books, newest added first. */
export const WishlistBooks = BookList
export type WishlistBooks = z.infer<typeof WishlistBooks>
