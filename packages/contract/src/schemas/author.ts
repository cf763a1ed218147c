// Author as populated on a book's detail (spec §3 "Book": authors with fullName, name, about, image).

import { z } from 'zod'

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
