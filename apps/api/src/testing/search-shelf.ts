// The shelf the search tests read (search.pg.test.ts, suggestions.pg.test.ts): the demo catalogue's books and authors as
// the demo seed writes them (without images), two accented titles, and one word (Marrowgate) in each part of a book's
// document; and reads from many shopper addresses, as this many searches from one client would meet its budget.

import { eq } from 'drizzle-orm'
import { beforeAll } from 'vitest'
import { toCents } from '@bookstore/contract/money'
import { authors, bookAuthors, books } from '@/db/schema'
import { authorLine, DEMO_AUTHORS, DEMO_BOOKS } from '@/db/seed/demo-catalogue'
import { insertBook } from './factories'
import type { TestAppHandle } from './test-app'

/** How many of the demo's books are H. G. Wells's (a misspelt 'wels' must find them all). */
export const WELLS_BOOKS = DEMO_BOOKS.filter((b) => authorLine(b) === 'H. G. Wells').length

/** Fills the shelf before the file's tests; book ids by title, and a GET from an address of its own each time. */
export function useSearchShelf(t: TestAppHandle) {
  /** Book id by title. */
  const idOf = new Map<string, string>()

  beforeAll(async () => {
    // The demo catalogue's rows (as the demo seed writes them, without its images), newest first as it does.
    const authorRows = await t.db
      .insert(authors)
      .values(DEMO_AUTHORS.map((a) => ({ name: a.name, fullName: a.fullName, about: a.about })))
      .returning({ id: authors.id, name: authors.name })
    const authorIds = new Map(authorRows.map((a) => [a.name, a.id]))
    const base = Date.parse('2026-01-01T00:00:00Z')
    const bookRows = await t.db
      .insert(books)
      .values(
        DEMO_BOOKS.map((b, i) => ({
          title: b.title,
          description: b.description,
          coverImage: `${b.slug}.webp`,
          category: b.category,
          author: authorLine(b),
          oldPriceCents: toCents(b.oldPrice),
          newPriceCents: toCents(b.newPrice),
          stock: b.stock,
          trending: b.trending,
          publisher: b.publisher,
          createdAt: new Date(base - i * 3_600_000),
        })),
      )
      .returning({ id: books.id, title: books.title, author: books.author })
    for (const row of bookRows) idOf.set(row.title, row.id)
    await t.db.insert(bookAuthors).values(
      bookRows.flatMap((row) =>
        row.author.split(', ').map((name, position) => ({
          bookId: row.id,
          authorId: authorIds.get(name) ?? '',
          position,
        })),
      ),
    )
    // Accents both ways: written with one and searched without, and the other way round.
    idOf.set('Les Misérables', await insertBook(t.db, { title: 'Les Misérables', category: 'classics' }))
    idOf.set('Emile and the Detectives', await insertBook(t.db, { title: 'Emile and the Detectives' }))
    // One word in each part of the document; the newest has it in the description, the oldest in the title, so the
    // order found is the ranking's, not the newest-first tie-break's.
    const part = async (title: string, column: Partial<typeof books.$inferInsert>, day: number) => {
      const id = await insertBook(t.db, { title, createdAt: new Date(Date.UTC(2027, 0, day)) })
      if (Object.keys(column).length > 0) await t.db.update(books).set(column).where(eq(books.id, id))
      idOf.set(title, id)
    }
    await part('Marrowgate Nights', {}, 1)
    await part('By the author', { author: 'Ada Marrowgate' }, 2)
    await part('By the publisher', { publisher: 'Marrowgate Press' }, 3)
    await part('In the description', { description: 'A walk through Marrowgate at dusk.' }, 4)
  })

  let shoppers = 0
  /**
   * A read by one of many shoppers: this file searches faster than any one client may (each client IP has a budget of
   * searches the cache has not kept, catalogue/miss-budget.ts), so each request comes from an address of its own.
   */
  const get = (url: string) => {
    shoppers += 1
    return t.app.inject({
      method: 'GET',
      url,
      remoteAddress: `10.22.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`,
    })
  }
  return { idOf, get }
}
