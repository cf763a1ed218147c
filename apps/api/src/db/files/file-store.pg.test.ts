// Both file stores keep the same promises: a name is stored once and never replaced, several files are stored all
// or none, names that could leave the store name nothing, and DATA_DIR files are private (0600). The database store
// runs on the project's database (PGlite, or PostgreSQL for api-postgres).

import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@/db/client'
import { createTestDatabase } from '@/testing/test-db'
import { databaseFileStore } from './database-files'
import { directoryFileStore } from './directory-files'
import type { FileStore, NewFile } from './file-store'

let handle: DatabaseHandle
let dir: string
const stores: Record<string, () => FileStore> = {
  directory: () => directoryFileStore(path.join(dir, 'covers')),
  database: () => databaseFileStore(handle.db),
}

beforeAll(async () => {
  handle = await createTestDatabase()
  dir = await mkdtemp(path.join(tmpdir(), 'bookstore-files-'))
})

afterAll(async () => {
  await handle?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const webp = (name: string, text: string): NewFile => ({
  name,
  bytes: Buffer.from(text),
  contentType: 'image/webp',
})

describe.each(Object.keys(stores))('the %s file store', (kind) => {
  const store = () => (stores[kind] as () => FileStore)()

  it('stores files and gives back their bytes, type, validator and time', async () => {
    const before = Date.now()
    expect(await store().put([webp('a.webp', 'cover a'), webp('a-200w.webp', 'thumb a')])).toEqual([
      'a.webp',
      'a-200w.webp',
    ])
    const file = await store().get('a.webp')
    expect(file?.bytes.toString()).toBe('cover a')
    expect(file?.contentType).toBe('image/webp')
    expect(file?.etag).toMatch(/^"[\w-]{27}"$/)
    expect(file?.etag).not.toBe((await store().get('a-200w.webp'))?.etag)
    expect(file?.storedAt.getTime()).toBeGreaterThan(before - 5_000)
    expect(await store().present(['a.webp', 'a-200w.webp', 'b.webp'])).toEqual(
      new Set(['a.webp', 'a-200w.webp']),
    )
    expect((await store().names()).sort()).toEqual(['a-200w.webp', 'a.webp'])
  })

  it('never replaces a stored file: the first bytes stay, the new ones beside it are stored', async () => {
    const etag = (await store().get('a.webp'))?.etag
    expect(await store().put([webp('a.webp', 'another cover')])).toEqual([])
    expect(await store().put([webp('a.webp', 'again'), webp('c.webp', 'cover c')])).toEqual(['c.webp'])
    expect((await store().get('a.webp'))?.bytes.toString()).toBe('cover a')
    expect((await store().get('a.webp'))?.etag).toBe(etag)
  })

  it('stores all or none: when a later file fails, the earlier ones of that call are gone', async () => {
    const broken = { name: 'd-200w.webp', bytes: null as unknown as Buffer, contentType: 'image/webp' }
    await expect(store().put([webp('d.webp', 'cover d'), broken])).rejects.toThrow()
    expect(await store().get('d.webp')).toBeUndefined()
    expect(await store().present(['d.webp', 'd-200w.webp'])).toEqual(new Set())
  })

  it.each(['../a.webp', '..', 'x/../a.webp', 'sub/a.webp', '.hidden.webp', '', 'a\\b.webp', '/etc/passwd'])(
    'names nothing with %j, and refuses to store it',
    async (name) => {
      expect(await store().get(name)).toBeUndefined()
      expect(await store().present([name])).toEqual(new Set())
      await expect(store().put([webp(name, 'x')])).rejects.toThrow('Not a stored file name')
    },
  )

  it('answers undefined for a name that is not stored', async () => {
    expect(await store().get('none.webp')).toBeUndefined()
  })
})

describe('the directory file store', () => {
  it('keeps files private to the owner (0600)', async () => {
    const info = await stat(path.join(dir, 'covers', 'a.webp'))
    expect(info.mode & 0o777).toBe(0o600)
  })

  it('reads nothing outside its folder', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'secret')
    const store = directoryFileStore(path.join(dir, 'covers'))
    expect(await store.get('../secret.txt')).toBeUndefined()
    expect(await store.get('secret.txt')).toBeUndefined()
  })
})
