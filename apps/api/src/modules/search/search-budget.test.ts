// The catalogue routes put each miss in its lane and count it against its client's budget (issue 22, item 5): a
// client past SEARCH_MISSES_PER_IP distinct searches (lists with q, suggestions, Did you mean, authors or quotes with
// q) is answered 429 with Retry-After, while its book pages, shelves and already-asked searches still answer, and
// other clients search on; with Redis two processes count one client's searches together.

import { describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { SEARCH_MISSES_PER_IP } from '@/catalogue/miss-budget'
import { insertBook } from '@/testing/factories'
import { useTestApp, type TestAppHandle } from '@/testing/test-app'
import { testRedisAnswers, useRedisPrefix } from '@/testing/test-redis'

const get = (t: TestAppHandle, url: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress })

describe('one process', () => {
  const t = useTestApp()

  it('refuses a client past its budget of searches with 429 and Retry-After; its pages and other clients go on', async () => {
    const bookId = await insertBook(t.db, { title: 'A budget of searches' })
    // The version the insert moved is read now: what follows is kept under it.
    await t.app.catalogue.check()
    const client = '10.23.0.1'
    for (let i = 0; i < SEARCH_MISSES_PER_IP.max; i += 1) {
      const res = await get(t, apiPaths.books.href({ q: `budget${i}` }), client)
      expect(res.statusCode).toBe(200)
    }
    // Kept answers cost nothing (asked again at once: stored answers last a stock period of 10 s at most); pages and
    // shelves have their own budget.
    const last = apiPaths.books.href({ q: `budget${SEARCH_MISSES_PER_IP.max - 1}` })
    expect((await get(t, last, client)).statusCode).toBe(200)
    expect((await get(t, apiPaths.book.href(bookId), client)).statusCode).toBe(200)
    expect((await get(t, apiPaths.books.href({ category: 'fantasy', limit: 7 }), client)).statusCode).toBe(
      200,
    )
    const urls = [
      apiPaths.books.href({ q: 'budget-over' }),
      apiPaths.bookSuggestions.href('budg'),
      apiPaths.didYouMean.href('budgat'),
      apiPaths.authors.href({ q: 'budget' }),
      apiPaths.quotes.href({ q: 'budget' }),
    ]
    // At once: each refusal is held a second before it leaves.
    const refusals = await Promise.all(urls.map((url) => get(t, url, client)))
    for (const [index, refused] of refusals.entries()) {
      expect(refused.statusCode, urls[index]).toBe(429)
      expect(refused.json()).toMatchObject({ error: 'rate_limited' })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Another client has a budget of its own.
    expect((await get(t, apiPaths.books.href({ q: 'budget-over' }), '10.23.0.2')).statusCode).toBe(200)
  })
})

describe('two processes sharing Redis', async () => {
  const up = await testRedisAnswers('search budget across processes')
  const redis = useRedisPrefix()
  const one = useTestApp({ redis })
  const other = useTestApp({ redis, sameDatabaseAs: one })

  it.skipIf(!up)("counts a client's searches through either process together", async () => {
    const client = '10.23.1.1'
    for (let i = 0; i < SEARCH_MISSES_PER_IP.max; i += 1) {
      const res = await get(i % 2 === 0 ? one : other, apiPaths.bookSuggestions.href(`shared${i}`), client)
      expect(res.statusCode).toBe(200)
    }
    expect((await get(one, apiPaths.bookSuggestions.href('shared-over-1'), client)).statusCode).toBe(429)
    expect((await get(other, apiPaths.bookSuggestions.href('shared-over-2'), client)).statusCode).toBe(429)
  })
})
