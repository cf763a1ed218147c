// Start-up thumbnails: every book's stored WebP cover gets its 200 px copy once, read from and stored through the
// file store (DATA_DIR/covers on PGlite, stored_files on PostgreSQL); URLs, missing and unreadable covers are passed
// over, and a thumbnail already there is never rewritten.

import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { books } from '@/db/schema'
import { insertBook } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'
import { ensureCoverThumbnails } from './cover-thumbnails'

const t = useTestApp()

const bookWithCover = async (coverImage: string) => {
  const id = await insertBook(t.db)
  await t.db.update(books).set({ coverImage }).where(eq(books.id, id))
}

const webp = (name: string, bytes: Buffer | string) => ({
  name,
  bytes: Buffer.from(bytes),
  contentType: 'image/webp',
})

beforeAll(async () => {
  const cover = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#7c2d12' } })
    .webp()
    .toBuffer()
  await t.files.put([
    webp('stored.webp', cover),
    webp('done.webp', cover),
    webp('done-200w.webp', 'kept as it is'),
    webp('broken.webp', 'not an image'),
  ])
  await bookWithCover('stored.webp')
  await bookWithCover('stored.webp')
  await bookWithCover('done.webp')
  await bookWithCover('missing.webp')
  await bookWithCover('broken.webp')
  await bookWithCover('https://example.com/cover.webp')
})

describe('ensureCoverThumbnails', () => {
  it('writes the one missing thumbnail it can, 200 px wide, and leaves the rest', async () => {
    expect(await ensureCoverThumbnails(t.db, t.files)).toBe(1)
    const thumbnail = await t.files.get('stored-200w.webp')
    expect(thumbnail?.contentType).toBe('image/webp')
    const meta = await sharp(thumbnail?.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 300])
    expect((await t.files.get('done-200w.webp'))?.bytes.toString()).toBe('kept as it is')
    expect(await t.files.present(['missing-200w.webp', 'broken-200w.webp'])).toEqual(new Set())
  })

  it('is served at /covers/ like the cover', async () => {
    const res = await t.app.inject('/covers/stored-200w.webp')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
  })

  it('has nothing left to do on a second start', async () => {
    expect(await ensureCoverThumbnails(t.db, t.files)).toBe(0)
  })
})
