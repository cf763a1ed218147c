// A page's <head> as the server sends it (issue 25, item 1): title, description, canonical URL, robots rule, Open
// Graph and Twitter card tags, and JSON-LD, written as HTML with every value escaped. The browser keeps the tab's
// title up to date as the shopper moves on (use-page-title.ts); crawlers and link previews read these.
import { STORE_NAME } from '@bookstore/contract/constants'

/** Said of the store where a page has nothing of its own to say. */
export const STORE_DESCRIPTION =
  'Bookstore: browse books by category, read quotes and details, and order online.'

export interface OpenGraphImage {
  /** An absolute URL. */
  url: string
  alt: string
  width?: number
  height?: number
}

export interface PageHead {
  /** The whole title, '{page} | Bookstore' or the store's name. */
  title: string
  description: string
  /** The page's one address, absolute; none for pages that should not be indexed. */
  canonical?: string
  /** 'noindex' (unknown, private and admin pages) or 'noindex, follow' (search results). */
  robots?: 'noindex' | 'noindex, follow'
  /** og:type: 'website' unless said ('book' for a book page). */
  type?: 'website' | 'book'
  image?: OpenGraphImage
  /** Extra Open Graph properties (book:author, product:price:amount, …) in order. */
  properties?: [property: string, content: string][]
  /** Twitter's label/data pairs (Price, Author). */
  twitterData?: [label: string, data: string][]
  /** JSON-LD objects, one <script type="application/ld+json"> each. */
  jsonLd?: object[]
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/**
 * JSON that can sit inside a <script> element: '<' (so no '</script>' or '<!--' can end or bend it), and the two
 * line separators JavaScript once refused, are written as \u escapes, which any JSON reader reads back unchanged.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`

/** The tags, one per line, in the order a reader expects them. */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)]
  if (head.robots) tags.push(meta('name', 'robots', head.robots))
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`)
  tags.push(
    meta('property', 'og:site_name', STORE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  )
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical))
  if (head.image) {
    const { url, alt, width, height } = head.image
    tags.push(meta('property', 'og:image', url), meta('property', 'og:image:alt', alt))
    if (width !== undefined && height !== undefined)
      tags.push(
        meta('property', 'og:image:width', String(width)),
        meta('property', 'og:image:height', String(height)),
      )
  }
  for (const [property, content] of head.properties ?? []) tags.push(meta('property', property, content))
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  )
  if (head.image)
    tags.push(
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    )
  ;(head.twitterData ?? []).forEach(([label, data], i) =>
    tags.push(meta('name', `twitter:label${i + 1}`, label), meta('name', `twitter:data${i + 1}`, data)),
  )
  for (const data of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`)
  return tags.join('\n    ')
}
