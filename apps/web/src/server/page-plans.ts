// What the server needs to answer one shopper URL (issue 25, items 1 and 2): the API answers the page's first render
// reads, how they fill the query client, whether the page is rendered on the server, its status and its head.
// Book, category and home pages arrive rendered; every other page arrives as the app's shell with its own head, and
// the browser renders it as before. Unknown books and genres answer 404 with noindex.
import { apiPaths } from '@bookstore/contract/api-paths'
import { STORE_NAME } from '@bookstore/contract/constants'
import { coverSources } from '@bookstore/contract/cover-sources'
import { formatPrice } from '@bookstore/contract/money'
import { BookDetail, BookList, SHELF_PAGE_SIZE } from '@bookstore/contract/schemas/book'
import { truncate } from '@bookstore/contract/truncate'
import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { readListPage } from '@/shared/api/list-page'
import { queryKeys } from '@/shared/api/query-keys'
import { PAGE_TITLES } from '@/shared/page-titles'
import { paths } from '@/shared/paths'
import { pageTitle } from '@/shared/use-page-title'
import { categoryShelfOfUrl } from '@/features/catalog/category-shelf'
import { isFiltered } from '@/features/catalog/shelf-filters'
import { bookJsonLd, breadcrumbJsonLd, PRICE_CURRENCY, priceText, webSiteJsonLd } from './json-ld'
import { STORE_DESCRIPTION, type PageHead } from './page-head'

/** One API answer as the server's own API gave it. */
export interface ApiAnswer {
  status: number
  headers: Record<string, string | undefined>
  body: unknown
}

export interface ImageSize {
  width: number
  height: number
}

export interface PageContext {
  url: URL
  /** PUBLIC_URL, without a trailing slash. */
  origin: string
  client: QueryClient
  /** A stored cover's pixel size (for og:image:width/height), when the server can tell. */
  coverSize: (coverImage: string) => Promise<ImageSize | undefined>
}

export interface PageOutcome {
  status: number
  /** Whether the page's content is rendered into the HTML (else the app's shell is sent). */
  render: boolean
  head: PageHead
}

export interface PagePlan {
  /** GET paths of the API, answered in this order to settle(). */
  loads: string[]
  settle: (answers: ApiAnswer[]) => Promise<PageOutcome>
}

/** Meta descriptions are cut where search engines cut them. */
const DESCRIPTION_MAX = 155

const describe = (text: string) => truncate(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX)

const fixedPlan = (outcome: PageOutcome): PagePlan => ({ loads: [], settle: () => Promise.resolve(outcome) })

const notFound = (): PageOutcome => ({
  status: 404,
  render: false,
  head: { title: pageTitle(PAGE_TITLES.notFound), description: STORE_DESCRIPTION, robots: 'noindex' },
})

function homePlan({ origin }: PageContext): PagePlan {
  return fixedPlan({
    status: 200,
    render: true,
    head: {
      title: STORE_NAME,
      description: STORE_DESCRIPTION,
      canonical: `${origin}/`,
      jsonLd: [webSiteJsonLd(origin)],
    },
  })
}

function bookPlan(id: string, { origin, client, coverSize }: PageContext): PagePlan {
  return {
    loads: [apiPaths.book.href(id)],
    settle: async ([answer]) => {
      if (answer?.status === 404) return notFound()
      const parsed = answer?.status === 200 ? BookDetail.safeParse(answer.body) : undefined
      // Anything else (a busy or failing API) leaves the page to the browser, which shows the error and Try again.
      if (!parsed?.success)
        return { status: 200, render: false, head: shellHead(origin, paths.book.href(id)) }
      const book = parsed.data
      client.setQueryData(queryKeys.books.one(id), book)
      const cover = coverSources(book.coverImage).src
      const coverUrl = /^https?:\/\//i.test(cover) ? cover : origin + cover
      const canonical = origin + paths.book.href(book._id)
      const size = await coverSize(book.coverImage)
      return {
        status: 200,
        render: true,
        head: {
          title: pageTitle(book.title),
          description: describe(book.description || `${book.title} by ${book.author}`),
          canonical,
          type: 'book',
          image: { url: coverUrl, alt: `Cover of ${book.title}`, ...size },
          properties: [
            ...book.authors.map((author): [string, string] => ['book:author', author.name]),
            ...(book.publishedAt ? [['book:release_date', book.publishedAt] as [string, string]] : []),
            ['product:price:amount', priceText(book.newPrice)],
            ['product:price:currency', PRICE_CURRENCY],
            ['product:availability', book.stock > 0 ? 'in stock' : 'out of stock'],
          ],
          twitterData: [
            ['Price', formatPrice(book.newPrice)],
            ['Author', book.author],
          ],
          jsonLd: [bookJsonLd(book, origin, coverUrl)],
        },
      }
    },
  }
}

function categoryPlan(genre: string, { url, origin, client }: PageContext): PagePlan {
  const shelf = categoryShelfOfUrl(genre, url.searchParams)
  const page = { offset: 0, limit: SHELF_PAGE_SIZE }
  const canonical = origin + paths.category.href(shelf.slug)
  return {
    loads: [apiPaths.books.href({ ...shelf.query, ...page })],
    settle: ([answer]) => {
      // A slug the API cannot read (400) or a genre nobody stocks is no page (the browser goes to /404 likewise).
      if (answer?.status === 400) return Promise.resolve(notFound())
      const parsed = answer?.status === 200 ? BookList.safeParse(answer.body) : undefined
      if (!parsed?.success)
        return Promise.resolve({
          status: 200,
          render: false,
          head: shellHead(origin, paths.category.href(shelf.slug)),
        })
      const first = readListPage(parsed.data, new Headers(definedHeaders(answer?.headers ?? {})), page)
      if (!shelf.isAll && !isFiltered(shelf.filters) && first.total === 0) return Promise.resolve(notFound())
      client.setQueryData(queryKeys.books.shelf(shelf.query), { pages: [first], pageParams: [0] })
      const count = first.total ?? first.items.length
      return Promise.resolve({
        status: 200,
        render: true,
        head: {
          title: pageTitle(shelf.heading),
          description: describe(
            `${shelf.heading}: ${count} ${count === 1 ? 'book' : 'books'} at ${STORE_NAME}. ` +
              first.items
                .slice(0, 3)
                .map((book) => `${book.title} by ${book.author}`)
                .join(', ') +
              (first.items.length > 0 ? '.' : ''),
          ),
          canonical,
          jsonLd: [
            breadcrumbJsonLd([
              { name: 'Home', url: `${origin}/` },
              { name: shelf.heading, url: canonical },
            ]),
          ],
        },
      })
    },
  }
}

const definedHeaders = (headers: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )

/** A page the browser renders: the store's description under the page's name; canonical when it is public. */
function shellHead(origin: string, path: string, title: string | null = null): PageHead {
  return { title: pageTitle(title), description: STORE_DESCRIPTION, canonical: origin + path }
}

/** Shell pages anyone may find: their name and their one address. */
const PUBLIC_PAGES = [
  [paths.about.path, PAGE_TITLES.about],
  [paths.contact.path, PAGE_TITLES.contact],
  [paths.terms.path, PAGE_TITLES.terms],
  [paths.login.path, PAGE_TITLES.login],
  [paths.register.path, PAGE_TITLES.register],
] as const

/** Shell pages of one shopper (or a token, or the admin): named, never indexed. */
const PRIVATE_PAGES = [
  [paths.forgotPassword.path, PAGE_TITLES.forgotPassword],
  [paths.resetPassword.path, PAGE_TITLES.resetPassword],
  [paths.googleReturn.path, PAGE_TITLES.googleReturn],
  [paths.cart.path, PAGE_TITLES.cart],
  [paths.wishlist.path, PAGE_TITLES.wishlist],
  [paths.track.path, PAGE_TITLES.track],
  [paths.subscribeSuccess.path, PAGE_TITLES.subscribeSuccess],
  [paths.checkout.path, PAGE_TITLES.checkout],
  [paths.orders.path, PAGE_TITLES.orders],
  [paths.order.path, PAGE_TITLES.order],
  [paths.invoice.path, PAGE_TITLES.invoice],
  [paths.profile.path, PAGE_TITLES.profile],
  [paths.admin.path, PAGE_TITLES.admin],
  [`${paths.dashboard.path}/*`, 'Dashboard'],
] as const

/** The plan of `context.url`: every path the browser app knows has one; other paths are 404. */
export function planPage(context: PageContext): PagePlan {
  const { pathname } = context.url
  const { origin } = context
  if (matchPath(paths.home.path, pathname)) return homePlan(context)
  const book = matchPath(paths.book.path, pathname)
  if (book?.params.id) return bookPlan(book.params.id, context)
  const category = matchPath(paths.category.path, pathname)
  if (category?.params.genre) return categoryPlan(category.params.genre, context)
  if (matchPath(paths.search.path, pathname)) {
    const q = context.url.searchParams.get('q')?.trim()
    return fixedPlan({
      status: 200,
      render: false,
      head: {
        title: pageTitle(q ? `Search results for “${q}”` : PAGE_TITLES.search),
        description: STORE_DESCRIPTION,
        robots: 'noindex, follow',
      },
    })
  }
  for (const [pattern, title] of PUBLIC_PAGES)
    if (matchPath(pattern, pathname))
      return fixedPlan({ status: 200, render: false, head: shellHead(origin, pathname, title) })
  for (const [pattern, title] of PRIVATE_PAGES)
    if (matchPath(pattern, pathname))
      return fixedPlan({
        status: 200,
        render: false,
        head: { title: pageTitle(title), description: STORE_DESCRIPTION, robots: 'noindex' },
      })
  if (matchPath(paths.dashboard.path, pathname))
    return fixedPlan({
      status: 200,
      render: false,
      head: { title: pageTitle('Dashboard'), description: STORE_DESCRIPTION, robots: 'noindex' },
    })
  return fixedPlan(notFound())
}
