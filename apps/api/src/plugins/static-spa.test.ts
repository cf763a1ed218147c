// Static serving and headers: the SPA fallback, caching of hashed assets and of stored covers (from the file store in
// either mode: ETag and 304), 404 JSON for unknown API paths and missing covers, no server files or build internals
// exposed (not even through /covers/), the security headers every answer carries, and no-store on every answer of
// the private API paths.

import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { signUpBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const INDEX = '<!doctype html><title>Bookstore</title><div id="root"></div>'
// The parts of a Vite manifest the home page's preload hints read.
const manifest = {
  'index.html': { file: 'assets/index-abc123.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/features/catalog/components/home-page.tsx': {
    file: 'assets/home-page-2.js',
    src: 'src/features/catalog/components/home-page.tsx',
    imports: ['_react.js', '_price.js', 'index.html'],
  },
  '_price.js': { file: 'assets/price-3.js' },
}

const t = useTestApp({
  webBuild: {
    'index.html': INDEX,
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))})`,
    'assets/index-abc123.js.br': 'stored brotli bytes',
    '.vite/manifest.json': JSON.stringify(manifest),
    // Build internals beside it: the manifest's precompressed forms (the web build writes them) and a source map.
    '.vite/manifest.json.br': 'stored brotli manifest',
    '.vite/manifest.json.gz': 'stored gzip manifest',
    'assets/index-abc123.js.map': '{"version":3,"sources":["src/main.tsx"]}',
  },
})

beforeAll(async () => {
  await t.files.put([{ name: 'a-cover.webp', bytes: Buffer.from('RIFF0000WEBP'), contentType: 'image/webp' }])
  // Server files beside the covers' folder, which no spelling of /covers/… may reach.
  await writeFile(path.join(t.dataDir, 'secret.txt'), 'secret')
  await writeFile(path.join(t.dataDir, 'covers', '.hidden.webp'), 'hidden')
})

describe('static SPA', () => {
  it.each([
    '/',
    '/categories/fantasy',
    '/books/123',
    '/no/such/page',
    '/.env',
    '/package.json',
    '/.git/config',
    '/.vite/manifest.json',
    '/.vite/manifest.json.br',
    '/.vite/',
  ])('answers %s with the SPA index, never a server file', async (url) => {
    const res = await t.app.inject(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toBe(INDEX)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('never serves the build manifest, not even its stored compressed forms', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.app.inject({
        url: '/.vite/manifest.json',
        headers: { 'accept-encoding': encoding },
      })
      // The SPA's page (too short to be compressed), never the stored manifest.json.br or .gz.
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.body).toBe(INDEX)
    }
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/.vite/manifest.json' })).headers['content-type'],
    ).toContain('text/html')
  })

  it('answers a source map like a missing asset: 404 JSON, not the map', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/no-such-file.js']) {
      const res = await t.app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ error: 'not_found' })
    }
  })

  it('names the hero banner in a Link header on / only', async () => {
    const home = await t.app.inject('/')
    expect(home.headers.link).toBe(
      '</covers/hero-01.webp>; rel=preload; as=image; ' +
        'imagesrcset="/covers/hero-01-800w.webp 800w, /covers/hero-01.webp 1600w"; ' +
        'imagesizes="(min-width: 80rem) 76rem, 100vw"; fetchpriority=high',
    )
    expect((await t.app.inject('/categories/fantasy')).headers.link).toBeUndefined()
  })

  it('sends the stored .br form of an asset to clients that accept brotli', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.body).toBe('stored brotli bytes')
    expect(res.headers.vary).toContain('Accept-Encoding')
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('serves stored covers with immutable caching, and 404 for a missing one', async () => {
    const res = await t.app.inject('/covers/a-cover.webp')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-length']).toBe('12')
    expect(res.body).toBe('RIFF0000WEBP')
    const missing = await t.app.inject('/covers/none.webp')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'No route for GET /covers/none.webp' })
    expect(missing.headers['cache-control']).toBeUndefined()
  })

  it('answers a client that has the cover with 304, by ETag or by date', async () => {
    const res = await t.app.inject('/covers/a-cover.webp')
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const lastModified = String(res.headers['last-modified'])
    expect(Date.parse(lastModified)).not.toBeNaN()
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': lastModified },
    ]) {
      const again = await t.app.inject({ url: '/covers/a-cover.webp', headers })
      expect(again.statusCode, JSON.stringify(headers)).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    const changed = await t.app.inject({
      url: '/covers/a-cover.webp',
      headers: { 'if-none-match': '"other"' },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.body).toBe('RIFF0000WEBP')
    const older = await t.app.inject({
      url: '/covers/a-cover.webp',
      headers: { 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() },
    })
    expect(older.statusCode).toBe(200)
  })

  it('answers HEAD for a cover with its headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/covers/a-cover.webp' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers.etag).toBeDefined()
    expect(res.body).toBe('')
  })

  it.each([
    '/covers/',
    '/covers/.hidden.webp',
    '/covers/..%2fsecret.txt',
    '/covers/..%2Fsecret.txt',
    '/covers/..%5csecret.txt',
    '/covers/..%252fsecret.txt',
    '/covers/sub/a-cover.webp',
    '/covers/a%20cover.webp',
  ])('answers %s with 404 JSON, never a file', async (url) => {
    const res = await t.app.inject(url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'not_found' })
  })

  it('never reaches a file beside the covers through a path that climbs out', async () => {
    for (const url of ['/covers/../secret.txt', '/covers/%2e%2e/secret.txt', '/covers/./../secret.txt']) {
      const res = await t.app.inject(url)
      expect(res.body, url).not.toContain('secret')
      expect(res.headers['content-type'], url).not.toContain('text/plain')
    }
  })

  it('answers unknown API paths with 404 JSON, not the SPA', async () => {
    for (const url of ['/api/nothing', '/api/books/x/y', '/api']) {
      const res = await t.app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) })
    }
  })

  it('answers a malformed URL with 400 JSON', async () => {
    for (const url of ['/api/books/%', '/%E0%A4%A']) {
      const res = await t.app.inject(url)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
    }
  })

  it('reports health', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })
})

describe('security headers', () => {
  it('sends a CSP that forbids framing, nosniff, a referrer policy, and no X-Powered-By or CORS grant', async () => {
    for (const url of ['/', '/api/books/', '/api/nothing']) {
      const res = await t.app.inject({ url, headers: { origin: 'https://evil.example' } })
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("script-src 'self'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBeTruthy()
      expect(res.headers['x-powered-by']).toBeUndefined()
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
    }
  })
})

describe('private answers', () => {
  const privateCalls: [method: string, url: string, payload?: object][] = [
    ['GET', apiPaths.ordersByEmail.href('ann@example.org')],
    ['GET', apiPaths.order.href('00000000-0000-4000-8000-000000000000')],
    ['POST', apiPaths.orders.href(), {}],
    ['GET', '/api/orders/no/such/route'],
    ['GET', apiPaths.realUsers.href()],
    ['GET', apiPaths.realUser.href('someone')],
    ['GET', '/api/real-users'],
    ['GET', identityPaths.session],
    ['GET', '/api/identity/no-such-endpoint'],
    ['POST', identityPaths.signIn, { email: 'nobody@example.org', password: 'wrong password' }],
    ['GET', apiPaths.adminStats.href()],
    ['GET', '/api/admin/anything'],
    ['POST', apiPaths.adminLogin.href(), {}],
    ['POST', apiPaths.adminLogin.href(), { username: 'nobody', password: 'wrong password' }],
    ['POST', apiPaths.adminLogout.href()],
    ['GET', '/api/auth/no-such-route'],
  ]

  it.each(privateCalls)(
    '%s %s %j is never stored by a cache, even as an error',
    async (method, url, payload) => {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        payload,
        headers: { origin: TEST_PUBLIC_URL },
        remoteAddress: '10.9.0.1',
      })
      expect(res.statusCode).toBeLessThan(500)
      expect(res.headers['cache-control']).toBe('no-store')
    },
  )

  it("is never stored when it succeeds either: a shopper's session and orders", async () => {
    const ann = await signUpBuyer(t.app, 'ann')
    const headers = { cookie: ann.cookie, origin: TEST_PUBLIC_URL }
    for (const url of [
      identityPaths.session,
      apiPaths.ordersByEmail.href(ann.email),
      apiPaths.realUser.href(ann.uid),
    ]) {
      const res = await t.app.inject({ url, headers })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('leaves public answers cacheable', async () => {
    expect((await t.app.inject(apiPaths.books.href())).headers['cache-control']).not.toBe('no-store')
    expect((await t.app.inject(apiPaths.identityConfig.href())).headers['cache-control']).toBe('no-cache')
  })
})
