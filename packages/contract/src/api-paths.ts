// API paths as { route, href } pairs: the API registers `route`, the web client calls `href` (STYLE §7).

const enc = encodeURIComponent

export interface BookListParams {
  category?: string
  /** Books by this author id (the home page's themed author carousels). */
  author?: string
  limit?: number
  offset?: number
}

const query = (params: Record<string, string | number | undefined>): string => {
  const pairs = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${enc(k)}=${enc(String(v))}`)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}

export const apiPaths = {
  health: { route: '/api/health', href: () => '/api/health' },
  books: {
    route: '/api/books/',
    href: (params: BookListParams = {}) => '/api/books/' + query({ ...params }),
  },
  book: { route: '/api/books/:id', href: (id: string) => `/api/books/${enc(id)}` },
  quotes: { route: '/api/quotes/', href: () => '/api/quotes/' },
  quote: { route: '/api/quotes/:id', href: (id: string) => `/api/quotes/${enc(id)}` },
} as const

/** Where stored covers, portraits and banners are served (ARCHITECTURE §9 "Covers"). */
export const COVERS_PREFIX = '/covers/'

/** A coverImage is a stored file name, or an absolute http(s) URL shown as is. */
export const imageUrl = (coverImage: string): string =>
  /^https?:\/\//i.test(coverImage) ? coverImage : COVERS_PREFIX + enc(coverImage)
