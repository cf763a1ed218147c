// Start-up thumbnails: every book's stored WebP cover gets its 200 px copy once; URLs, missing and unreadable files
// are passed over, and a thumbnail already there is never rewritten.

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@/db/client'
import { books } from '@/db/schema'
import { insertBook } from '@/testing/factories'
import { createTestDatabase } from '@/testing/test-db'
import { ensureCoverThumbnails } from './cover-thumbnails'

let handle: DatabaseHandle
let coversDir: string

const bookWithCover = async (coverImage: string) => {
  const id = await insertBook(handle.db)
  await handle.db.update(books).set({ coverImage }).where(eq(books.id, id))
}

beforeAll(async () => {
  handle = await createTestDatabase()
  coversDir = await mkdtemp(path.join(tmpdir(), 'bookstore-thumbs-'))
  await mkdir(coversDir, { recursive: true })
  const cover = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#7c2d12' } })
    .webp()
    .toBuffer()
  await writeFile(path.join(coversDir, 'stored.webp'), cover)
  await writeFile(path.join(coversDir, 'done.webp'), cover)
  await writeFile(path.join(coversDir, 'done-200w.webp'), 'kept as it is')
  await writeFile(path.join(coversDir, 'broken.webp'), 'not an image')
  await bookWithCover('stored.webp')
  await bookWithCover('stored.webp')
  await bookWithCover('done.webp')
  await bookWithCover('missing.webp')
  await bookWithCover('broken.webp')
  await bookWithCover('https://example.com/cover.webp')
})

afterAll(async () => {
  await handle.close()
  await rm(coversDir, { recursive: true, force: true })
})

describe('ensureCoverThumbnails', () => {
  it('writes the one missing thumbnail it can, 200 px wide, and leaves the rest', async () => {
    expect(await ensureCoverThumbnails(handle.db, coversDir)).toBe(1)
    const meta = await sharp(path.join(coversDir, 'stored-200w.webp')).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 300])
    expect(await readFile(path.join(coversDir, 'done-200w.webp'), 'utf8')).toBe('kept as it is')
  })

  it('has nothing left to do on a second start', async () => {
    expect(await ensureCoverThumbnails(handle.db, coversDir)).toBe(0)
  })
})
