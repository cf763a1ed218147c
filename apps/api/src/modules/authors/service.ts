// Authors service: the author list a book form credits from (issue 6) and the one row -> wire mapping of authors
// (spec §3), which book details use too.

import { asc } from 'drizzle-orm'
import type { Author } from '@bookstore/contract/schemas/author'
import type { Database } from '@/db/client'
import { authors } from '@/db/schema'

type AuthorRow = typeof authors.$inferSelect

/** The one row -> wire mapping of an author: the author list and a book's detail both answer with it. */
export const toAuthorJson = (row: AuthorRow): Author => ({
  _id: row.id,
  name: row.name,
  fullName: row.fullName,
  about: row.about,
  image: row.image,
})

/** Every author, by name. */
export async function listAuthors(db: Database): Promise<Author[]> {
  const rows = await db.select().from(authors).orderBy(asc(authors.name), asc(authors.id))
  return rows.map(toAuthorJson)
}
