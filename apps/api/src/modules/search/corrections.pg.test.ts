// 'Showing results for …' (issue 27): a search answered through corrections says so in X-Search-Corrected (the text
// with each misspelt word replaced by its nearest known word), kept with the catalogue cache's stored answer; with
// exact=true the words are taken as typed, and a wrong exact is a 400.

import { describe, expect, it } from 'vitest'
import { BookList, SEARCH_CORRECTED_HEADER } from '@bookstore/contract/schemas/book'
import { useSearchShelf } from '@/testing/search-shelf'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
const { get } = useSearchShelf(t)
const HEADER = SEARCH_CORRECTED_HEADER.toLowerCase()
const titles = (body: unknown) => BookList.parse(body).map((b) => b.title)

describe('GET /api/books/?q= tells its corrections', () => {
  it('names the corrected text of a misspelt search, encoded, beside the books it found', async () => {
    const res = await get('/api/books/?q=frankenstien')
    expect(res.statusCode).toBe(200)
    expect(titles(res.json())[0]).toBe('Frankenstein')
    expect(res.headers[HEADER]).toBe('frankenstein')
    // Only the misspelt word is replaced; the text is folded as the index keeps it, and percent-encoded.
    const two = await get(`/api/books/?q=${encodeURIComponent('Hound Baskervils')}`)
    expect(titles(two.json())[0]).toBe('The Hound of the Baskervilles')
    expect(two.headers[HEADER]).toBe(encodeURIComponent('hound baskervilles'))
  })

  it('says nothing for a text found as typed: a known word, a word of a description, a prefix', async () => {
    for (const q of ['frankenstein', 'DRACULA', 'marrowgate', 'drac', 'journey to the cen']) {
      const res = await get(`/api/books/?q=${encodeURIComponent(q)}`)
      expect(res.statusCode).toBe(200)
      expect(BookList.parse(res.json()).length).toBeGreaterThan(0)
      expect(res.headers).not.toHaveProperty(HEADER)
    }
  })

  it('takes the words as typed with exact=true: the misspelling finds nothing, and says no correction', async () => {
    const res = await get('/api/books/?q=frankenstien&exact=true')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
    expect(res.headers['x-total-count']).toBe('0')
    expect(res.headers).not.toHaveProperty(HEADER)
    const asTyped = await get('/api/books/?q=frankenstein&exact=true')
    expect(titles(asTyped.json())[0]).toBe('Frankenstein')
    const widened = await get('/api/books/?q=frankenstien&exact=false')
    expect(titles(widened.json())[0]).toBe('Frankenstein')
    expect(widened.headers[HEADER]).toBe('frankenstein')
  })

  it.each(['yes', '1', 'TRUE', ''])('refuses exact=%s with 400 {error, message}', async (exact) => {
    const res = await get(`/api/books/?q=frankenstien&exact=${exact}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.stringContaining('exact') })
  })

  it('keeps the header with the cached answer, and caches exact apart', async () => {
    const url = `/api/books/?q=${encodeURIComponent('invisble man')}&limit=3`
    const first = await get(url)
    expect(first.headers[HEADER]).toBe(encodeURIComponent('invisible man'))
    // On PostgreSQL the first answer may come before the catalogue's version is known, and go unstored: the second
    // is stored then, and the third must be served from it.
    await get(url)
    const entries = t.app.catalogue.stats.entries
    const second = await get(url)
    // Served from the stored answer: nothing new kept, the same version, the same bytes and header.
    expect(t.app.catalogue.stats.entries).toBe(entries)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.body).toBe(first.body)
    expect(second.headers[HEADER]).toBe(encodeURIComponent('invisible man'))
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count'])
    const exact = await get(`${url}&exact=true`)
    expect(exact.json()).toEqual([])
    expect(exact.headers).not.toHaveProperty(HEADER)
  })
})
