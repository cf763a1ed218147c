// GET /robots.txt's text (issue 25, item 3): the shop's pages open to crawlers, the private ones and the API closed,
// and where the sitemap is.

/** Paths no crawler should read: a shopper's or an admin's own pages, the checkout, the API, links that hold tokens. */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/dashboard',
  '/admin',
  '/checkout',
  '/orders',
  '/profile',
  '/api',
  '/reset-password',
  '/track',
]

/** robots.txt for the store at `publicUrl` (no trailing slash needed). */
export const robotsText = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n')
