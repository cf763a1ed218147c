// The memory of recent files in front of the database store: a file read once is served from memory after, the
// least recently used leave first past the bound, a missing file is never remembered, and a burst of requests for
// one cold file reads it once.

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directoryFileStore } from './directory-files'
import type { FileStore } from './file-store'
import { withRecentFiles } from './recent-files'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bookstore-recent-'))
})

afterAll(() => rm(dir, { recursive: true, force: true }))

/** A real store that counts the reads reaching it. */
function countingStore(folder: string): { store: FileStore; reads: string[] } {
  const inner = directoryFileStore(path.join(dir, folder))
  const reads: string[] = []
  const store: FileStore = {
    ...inner,
    get: (name) => {
      reads.push(name)
      return inner.get(name)
    },
  }
  return { store, reads }
}

const file = (name: string, size: number) => ({
  name,
  bytes: Buffer.alloc(size, name),
  contentType: 'image/webp',
})

describe('withRecentFiles', () => {
  it('reads a file from the store once, then from memory', async () => {
    const { store, reads } = countingStore('once')
    await store.put([file('a.webp', 10)])
    const recent = withRecentFiles(store, 100)
    const first = await recent.get('a.webp')
    const again = await recent.get('a.webp')
    expect(again?.bytes.equals(first?.bytes ?? Buffer.alloc(0))).toBe(true)
    expect(reads).toEqual(['a.webp'])
    expect(await recent.present(['a.webp', 'b.webp'])).toEqual(new Set(['a.webp']))
  })

  it('lets the least recently used files go past its bound', async () => {
    const { store, reads } = countingStore('bound')
    await store.put([file('a.webp', 40), file('b.webp', 40), file('c.webp', 40)])
    const recent = withRecentFiles(store, 100)
    await recent.get('a.webp')
    await recent.get('b.webp')
    await recent.get('a.webp') // a is now more recent than b
    await recent.get('c.webp') // 120 bytes: b leaves
    reads.length = 0
    await recent.get('a.webp')
    await recent.get('c.webp')
    expect(reads).toEqual([])
    await recent.get('b.webp')
    expect(reads).toEqual(['b.webp'])
  })

  it('never keeps a file larger than the bound', async () => {
    const { store, reads } = countingStore('large')
    await store.put([file('big.webp', 200)])
    const recent = withRecentFiles(store, 100)
    expect((await recent.get('big.webp'))?.bytes.length).toBe(200)
    expect((await recent.get('big.webp'))?.bytes.length).toBe(200)
    expect(reads).toEqual(['big.webp', 'big.webp'])
  })

  it('never remembers a missing file: stored later (by another process), it is found', async () => {
    const { store } = countingStore('later')
    const recent = withRecentFiles(store, 100)
    expect(await recent.get('late.webp')).toBeUndefined()
    await store.put([file('late.webp', 10)])
    expect((await recent.get('late.webp'))?.bytes.length).toBe(10)
  })

  it('reads a cold file once for a burst of requests', async () => {
    const { store, reads } = countingStore('burst')
    await store.put([file('hot.webp', 10)])
    const recent = withRecentFiles(store, 100)
    const answers = await Promise.all(Array.from({ length: 20 }, () => recent.get('hot.webp')))
    expect(answers.every((answer) => answer?.bytes.length === 10)).toBe(true)
    expect(reads).toEqual(['hot.webp'])
  })
})
