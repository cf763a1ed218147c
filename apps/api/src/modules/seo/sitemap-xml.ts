// The sitemap's XML (sitemaps.org protocol 0.9): the index, the urlset of the pages, and a books page's pieces, sent
// one after another as they are read (book-pages.ts). Every text is escaped: a PUBLIC_URL with & stays well-formed.

import { HEADER_CATEGORIES } from '@bookstore/contract/categories'

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** The five characters XML gives a meaning to, as entities. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const origin = (publicUrl: string): string => publicUrl.replace(/\/+$/, '')

/** The index: the pages' sitemap, then one sitemap per books page (1 … bookPages). */
export function sitemapIndex(publicUrl: string, bookPages: number): string {
  const base = origin(publicUrl)
  const files = ['pages.xml', ...Array.from({ length: bookPages }, (_, i) => `books-${i + 1}.xml`)]
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${file}`)}</loc></sitemap>\n`,
  )
  return `${DECLARATION}<sitemapindex xmlns="${XMLNS}">\n${entries.join('')}</sitemapindex>\n`
}

/** The shop's pages that are not a book: home, about, contact, terms and every category page (All Books included). */
export function pagesUrlset(publicUrl: string): string {
  const base = origin(publicUrl)
  const paths = [
    '/',
    '/about',
    '/contact',
    '/terms',
    ...HEADER_CATEGORIES.map(({ link }) => `/categories/${link}`),
  ]
  return `${urlsetOpen}${paths.map((path) => `<url><loc>${escapeXml(`${base}${path}`)}</loc></url>\n`).join('')}${urlsetClose}`
}

export const urlsetOpen = `${DECLARATION}<urlset xmlns="${XMLNS}">\n`
export const urlsetClose = '</urlset>\n'

/** One book's entry: its page and when it last changed (W3C datetime). */
export const bookUrl = (publicUrl: string, id: string, lastmod: Date): string =>
  `<url><loc>${escapeXml(`${origin(publicUrl)}/books/${encodeURIComponent(id)}`)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>\n`
