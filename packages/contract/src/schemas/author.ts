// Author as populated on a book's detail (spec §3 "Book": authors with fullName, name, about, image).

// zod/mini: these schemas reach the shopper's first page; the mini build keeps them small (issue 3 budget).
import { z } from 'zod/mini'
import { listQueryText, pageQueryFields } from './paging'

export const Author = z.object({
  _id: z.string(),
  /** Short name as printed on covers ("H. G. Wells"). */
  name: z.string(),
  fullName: z.string(),
  about: z.string(),
  /** Portrait: a stored file name or an absolute URL (see imageUrl in api-paths). */
  image: z.string(),
})
export type Author = z.infer<typeof Author>

/** GET /api/authors/: a page of authors, by name (then id). */
export const AuthorList = z.array(Author)
export type AuthorList = z.infer<typeof AuthorList>

/** GET /api/authors/ query: name text (contains, case-insensitive) and a page (paging.ts). */
export const AuthorListQuery = z.object({ q: listQueryText(), ...pageQueryFields })
export type AuthorListQuery = z.infer<typeof AuthorListQuery>
