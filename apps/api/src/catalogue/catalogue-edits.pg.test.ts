// An edit of books' shown details alone (migration 0016, issue 26) does not empty the catalogue cache: the answers
// that hold an edited book go, and every search's; the rest stays, relabelled with the new ETag so it still answers
// 304. When the edits since the last read are not all known, everything goes.

import { describe, expect, it } from 'vitest'
import { CatalogueCache } from '@/plugins/catalogue-cache'
import type { CatalogueRead } from './catalogue-version'

/** catalogue_state and catalogue_edits as the test moves them: `edits` the books edited in order, the first `pruned` no longer known. */
function editedStore() {
  const row = {
    epoch: '6f1c2a9e-0b7d-4c3e-9a51-2f8d7e6c5b4a',
    version: 7,
    period: 0,
    edits: [] as string[],
    pruned: 0,
  }
  const read = (since?: number): Promise<CatalogueRead> => {
    const current = { epoch: row.epoch, version: row.version, period: row.period, edit: row.edits.length }
    const known = since !== undefined && since >= row.pruned
    return Promise.resolve(known ? { ...current, edited: [...new Set(row.edits.slice(since))] } : current)
  }
  const cache = new CatalogueCache(read, { log: { warn: () => undefined, info: () => undefined } })
  return { row, cache }
}

describe('an edit of shown details alone', () => {
  it("drops only what holds a book whose details alone were edited, and every search's; the rest keeps, relabelled", async () => {
    const { row, cache } = editedStore()
    const [a, b] = ['0b6f1d5c-1111-4c3e-9a51-2f8d7e6c5b4a', '0b6f1d5c-2222-4c3e-9a51-2f8d7e6c5b4a']
    await cache.check()
    const load = (key: string, body: unknown, lane: 'pages' | 'searches' = 'pages') =>
      cache.load(key, () => Promise.resolve({ body }), lane)
    await load('book/a', { _id: a, description: 'old' })
    await load('book/b', { _id: b, description: 'kept' })
    await load('shelf', [{ _id: a }, { _id: b }])
    await load('search', [{ _id: b }], 'searches')
    expect(cache.stats.entries).toBe(4)
    const before = cache.etag
    row.edits.push(a)
    await cache.check()
    expect(cache.stats.entries).toBe(1)
    expect(cache.etag).toBe('W/"6f1c2a9e0b7d-7-0-1"')
    // The one kept is current under the new ETag: no production, and a client's new ETag matches it.
    const kept = await cache.load('book/b', () => Promise.reject(new Error('not produced again')))
    expect(kept.etag).toBe(cache.etag)
    expect(kept.etag).not.toBe(before)
    expect(cache.stats.bytes).toBe(kept.identity.length)
  })

  it('drops everything when the edits since its last read are no longer all known', async () => {
    const { row, cache } = editedStore()
    await cache.check()
    await cache.load('book/b', () => Promise.resolve({ body: { _id: 'b' } }))
    row.edits.push('a', 'a')
    row.pruned = 1
    await cache.check()
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 })
  })
})
