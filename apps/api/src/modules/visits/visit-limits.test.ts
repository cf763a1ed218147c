// Visits count people, not one client's loop (issue 37 item 3): one client made 5,000 views in 12 s and
// 'Website visits (last day)' went 0 -> 5000, /api/docs included. Only the shop's pages count, and one client (an
// address, an IPv6 /64) at most VISITS_PER_CLIENT_LIMIT.max times an hour, in the rate limits' counters: in Redis,
// two processes count one client together.

import { describe, expect, it } from 'vitest'
import { useTestApp, type TestAppHandle } from '@/testing/test-app'
import { testRedisAnswers, useRedisPrefix } from '@/testing/test-redis'
import { visitsLastDay } from './visit-counter'
import { isShopPage, VISITS_PER_CLIENT_LIMIT } from './visits-plugin'

const webBuild = {
  'index.html': '<!doctype html><title>Bookstore</title><div id="root"></div>',
  'favicon.html': '<!doctype html><title>not a page</title>',
}
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const CAP = VISITS_PER_CLIENT_LIMIT.max

/** `times` loads of `url` by a browser at `address`, each answered 200 with HTML. */
async function load(t: TestAppHandle, url: string, address: string | string[], times = 1): Promise<void> {
  const addresses = Array.isArray(address) ? address : [address]
  for (let i = 0; i < times; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': FIREFOX },
      remoteAddress: addresses[i % addresses.length],
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
  }
}

/**
 * The last day's visits once the apps wrote every count made so far (a visit is counted after its answer is sent),
 * waiting for `expected` and then a little more, so that a count arriving late is seen.
 */
async function settledVisits(
  expected: number,
  first: TestAppHandle,
  ...others: TestAppHandle[]
): Promise<number> {
  const written = async () => {
    for (const t of [first, ...others]) await t.app.visits.flush()
    return visitsLastDay(first.db)
  }
  await expect.poll(written, { timeout: 3_000, interval: 50 }).toBe(expected)
  await new Promise((resolve) => setTimeout(resolve, 100))
  return written()
}

describe('visits of one client', () => {
  const t = useTestApp({ webBuild })

  it(`counts 5,000 loads of one client as ${CAP}`, async () => {
    const before = await visitsLastDay(t.db)
    await load(t, '/about', '198.51.100.7', 5_000)
    expect(await settledVisits(before + CAP, t)).toBe(before + CAP)
  })

  it('counts no API page (/api/docs, in any case) and no file of the build', async () => {
    const before = await visitsLastDay(t.db)
    for (const url of ['/api/docs', '/api/docs/', '/API/docs', '/favicon.html']) {
      await load(t, url, '198.51.100.8')
    }
    // Then a page of the shop from the same client: the only visit.
    await load(t, '/', '198.51.100.8')
    expect(await settledVisits(before + 1, t)).toBe(before + 1)
  })

  it('counts two clients apart', async () => {
    const before = await visitsLastDay(t.db)
    await load(t, '/', '198.51.100.9', CAP + 10)
    await load(t, '/categories/none', '203.0.113.9', CAP + 10)
    expect(await settledVisits(before + 2 * CAP, t)).toBe(before + 2 * CAP)
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const before = await visitsLastDay(t.db)
    const oneSubscriber = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:aaaa:bbbb:cccc', '2001:0db8:0001:0002::9']
    await load(t, '/', oneSubscriber, CAP + 12)
    // The next /64 is another subscriber's.
    await load(t, '/', '2001:db8:1:3::1', 2)
    expect(await settledVisits(before + CAP + 2, t)).toBe(before + CAP + 2)
  })

  it("tells the shop's pages from the rest by path", () => {
    for (const url of ['/', '/about', '/books/abc?x=1', '/categories/none', '/orders/one-order/1', '/404']) {
      expect({ url, page: isShopPage(url) }).toEqual({ url, page: true })
    }
    for (const url of [
      '/api',
      '/api/docs',
      '/api/docs/static/index.html',
      '/metrics',
      '/assets/a.js',
      '/covers/x.webp',
      '/admin',
      '/dashboard/manage-books',
      '/robots.txt',
      '/%61pi/docs',
      '/%E0%A4%A',
    ]) {
      expect({ url, page: isShopPage(url) }).toEqual({ url, page: false })
    }
  })
})

const redisUp = await testRedisAnswers('visits counted per client in Redis')

describe.runIf(redisUp)('visits of one client through two processes sharing Redis', () => {
  const redis = useRedisPrefix()
  const a = useTestApp({ webBuild, redis })
  const b = useTestApp({ webBuild, sameDatabaseAs: a, redis })

  it(`counts one client's loads through either as ${CAP} in all`, async () => {
    const before = await visitsLastDay(a.db)
    await load(a, '/', '192.0.2.44', CAP)
    await load(b, '/about', '192.0.2.44', CAP)
    expect(await settledVisits(before + CAP, a, b)).toBe(before + CAP)
  })
})
