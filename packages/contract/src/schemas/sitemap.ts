// The sitemap's file names (issue 25, item 3): /sitemaps/pages.xml and /sitemaps/books-{n}.xml, n from 1.

import { z } from 'zod/mini'

/** A books page's file name: numbered 1, 2, …; a name outside this shape names nothing (404). */
export const SITEMAP_BOOKS_FILE = /^books-([1-9][0-9]{0,5})\.xml$/

/** The path parameter of GET /sitemaps/{file}: a books page's file name. */
export const SitemapBooksParams = z.object({ file: z.string().check(z.regex(SITEMAP_BOOKS_FILE)) })

/** The page number a valid file name holds. */
export const sitemapPageOf = (file: string): number => Number(SITEMAP_BOOKS_FILE.exec(file)?.[1] ?? 0)
