// Authors service: the author list a book form searches (issue 6, paged in issue 15) and the one row -> wire mapping
// of authors (spec §3), which book details use too.

import { asc, count, ilike } from 'drizzle-orm'
import type { Author, AuthorListQuery } from '@bookstore/contract/schemas/author'
import type { Database } from '@/db/client'
import { likePattern } from '@/db/like-pattern'
import { authors } from '@/db/schema'
import { pageWindow, type Page } from '@/http/paging'

type AuthorRow = typeof authors.$inferSelect

/** The one row -> wire mapping of an author: the author list and a book's detail both answer with it. */
export const toAuthorJson = (row: AuthorRow): Author => ({
  _id: row.id,
  name: row.name,
  fullName: row.fullName,
  about: row.about,
  image: row.image,
})

/** One page of authors by name (ties by id, so pages never overlap), those whose name holds `q` when one is given. */
export async function listAuthors(db: Database, query: AuthorListQuery): Promise<Page<Author>> {
  const where = query.q ? ilike(authors.name, likePattern(query.q)) : undefined
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(authors)
      .where(where)
      .orderBy(asc(authors.name), asc(authors.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(authors).where(where),
  ])
  return { items: rows.map(toAuthorJson), total: counted?.total ?? 0 }
}
