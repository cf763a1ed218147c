// The structured data of issue 25, item 1 (schema.org as JSON-LD): a book page's Book with its Offer and authors, a
// category page's BreadcrumbList and the home page's WebSite with its search. `origin` is PUBLIC_URL: every URL in
// them is absolute.
import { STORE_NAME } from '@bookstore/contract/constants'
import { isInStock } from '@bookstore/contract/stock'
import type { BookDetail } from '@bookstore/contract/schemas/book'
import { paths } from '@/shared/paths'

const CONTEXT = 'https://schema.org'
/** Prices are in US dollars (ARCHITECTURE §4). */
export const PRICE_CURRENCY = 'USD'

/** A price as schema.org and Open Graph want it: a decimal with 2 places, no sign. */
export const priceText = (dollars: number): string => dollars.toFixed(2)

export function bookJsonLd(book: BookDetail, origin: string, coverUrl: string): object {
  const url = origin + paths.book.href(book._id)
  return {
    '@context': CONTEXT,
    '@type': 'Book',
    '@id': url,
    url,
    name: book.title,
    description: book.description,
    image: coverUrl,
    author: book.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      alternateName: author.fullName,
    })),
    ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    ...(book.publishedAt ? { datePublished: book.publishedAt } : {}),
    ...(book.hardcoverPageCount ? { numberOfPages: book.hardcoverPageCount } : {}),
    genre: book.category,
    offers: {
      '@type': 'Offer',
      url,
      price: priceText(book.newPrice),
      priceCurrency: PRICE_CURRENCY,
      availability: `${CONTEXT}/${isInStock(book.stock) ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${CONTEXT}/NewCondition`,
      seller: { '@type': 'Organization', name: STORE_NAME },
    },
  }
}

export interface Crumb {
  name: string
  /** An absolute URL. */
  url: string
}

export const breadcrumbJsonLd = (crumbs: Crumb[]): object => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.name,
    item: crumb.url,
  })),
})

/** The home page's: the store, and how to search it (a sitelinks search box). */
export const webSiteJsonLd = (origin: string): object => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: STORE_NAME,
  url: `${origin}/`,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${paths.search.path}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
})
