// Authors service: the author list a book form credits from (issue 6), mapped to the wire shape of spec §3.

import { asc } from 'drizzle-orm'
import type { Author } from '@bookstore/contract/schemas/author'
import type { Database } from '../../db/client'
import { authors } from '../../db/schema'

/** Every author, by name. */
export async function listAuthors(db: Database): Promise<Author[]> {
  const rows = await db.select().from(authors).orderBy(asc(authors.name), asc(authors.id))
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    fullName: row.fullName,
    about: row.about,
    image: row.image,
  }))
}
