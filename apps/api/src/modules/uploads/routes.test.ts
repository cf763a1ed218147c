// Cover uploads over HTTP (issue 6, ARCHITECTURE §9 "Covers"): real images (checked by content) become bounded
// WebP files without metadata, served at /covers/; other files are refused 415, large ones 413, all as JSON.

import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, imageUrl } from '@bookstore/contract/api-paths'
import { coverThumbnailName } from '@bookstore/contract/cover-sources'
import { COVER_UPLOAD_MAX_BYTES, UploadedCover } from '@bookstore/contract/schemas/admin'
import { adminToken, bearer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token: string

beforeAll(async () => {
  token = await adminToken(t)
})

interface FilePart {
  bytes: Buffer
  name: string
  type: string
  field?: string
}

/** A multipart/form-data body as a browser's FormData would send it. */
async function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) {
    form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

async function upload(files: FilePart[], headers: Record<string, string> = bearer(token)) {
  const { payload, contentType } = await multipartBody(files)
  return t.app.inject({
    method: 'POST',
    url: apiPaths.uploadCover.href(),
    headers: { ...headers, 'content-type': contentType },
    payload,
  })
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 90 } } })

const storedFiles = async () => (await t.files.names()).sort()

/** The bytes the store keeps under `name` (DATA_DIR/covers or stored_files, as the app's mode says). */
async function storedBytes(name: string): Promise<Buffer> {
  const file = await t.files.get(name)
  if (!file) throw new Error(`${name} is not stored`)
  return file.bytes
}

describe('POST /api/uploads/cover', () => {
  it('stores a PNG as a WebP within 1200×1800 under a random name, served at /covers/', async () => {
    const png = await image(2400, 3000).png().toBuffer()
    const res = await upload([{ bytes: png, name: 'cover.png', type: 'image/png' }])
    expect(res.statusCode).toBe(201)
    const { coverImage, fileName } = UploadedCover.parse(res.json())
    expect(fileName).toBe(coverImage)
    expect(fileName).toMatch(/^[0-9a-f]{32}\.webp$/)

    const stored = await storedBytes(fileName)
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1500 })

    const served = await t.app.inject(imageUrl(fileName))
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.rawPayload.equals(stored)).toBe(true)

    // The lists' thumbnail is written beside it and served the same way.
    const thumbnail = await t.app.inject(imageUrl(coverThumbnailName(fileName)))
    expect(thumbnail.statusCode).toBe(200)
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 250,
    })
  })

  it('stores a JPEG without its metadata and without enlarging a small image', async () => {
    const jpeg = await image(300, 450)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Someone' } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const res = await upload([{ bytes: jpeg, name: 'photo.jpg', type: 'image/jpeg' }])
    expect(res.statusCode).toBe(201)
    const stored = await storedBytes(UploadedCover.parse(res.json()).fileName)
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 450 })
    expect(meta.exif).toBeUndefined()
    expect(stored.includes('Secret Camera Owner')).toBe(false)
  })

  it('judges by content, not by name or declared type: a PNG named .txt is accepted', async () => {
    const png = await image(40, 60).png().toBuffer()
    const res = await upload([{ bytes: png, name: 'notes.txt', type: 'text/plain' }])
    expect(res.statusCode).toBe(201)
  })

  it.each(['gif', 'webp', 'avif'] as const)('accepts a %s image too', async (format) => {
    const bytes = await image(64, 96).toFormat(format).toBuffer()
    const res = await upload([{ bytes, name: `cover.${format}`, type: `image/${format}` }])
    expect(res.statusCode).toBe(201)
  })

  it.each([
    ['a TIFF image (not a web format)', () => image(20, 20).tiff().toBuffer(), 'cover.tiff'],
    [
      'a text file renamed .png',
      async () => Buffer.from('This is not an image at all.\n'.repeat(20)),
      'fake.png',
    ],
    [
      'a PNG signature followed by garbage',
      async () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(500)]),
      'broken.png',
    ],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'cover.svg',
    ],
  ])('refuses %s with 415 JSON and stores nothing', async (_case, bytes, name) => {
    const before = await storedFiles()
    const res = await upload([{ bytes: await bytes(), name, type: 'image/png' }])
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ error: 'unsupported_media_type', message: expect.any(String) })
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses a file over 5 MB with 413 JSON and stores nothing', async () => {
    const before = await storedFiles()
    const bytes = Buffer.concat([await image(50, 50).png().toBuffer(), randomBytes(COVER_UPLOAD_MAX_BYTES)])
    const res = await upload([{ bytes, name: 'huge.png', type: 'image/png' }])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'payload_too_large', message: expect.stringContaining('5 MB') })
    expect(await storedFiles()).toEqual(before)
  })

  it('answers 400 without a file or with two, and 415 for a body that is not multipart', async () => {
    const png = await image(20, 30).png().toBuffer()
    const none = await upload([])
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({ error: 'validation' })
    const part = { bytes: png, name: 'a.png', type: 'image/png' }
    const two = await upload([part, { ...part, name: 'b.png' }])
    expect(two.statusCode).toBe(400)
    const json = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadCover.href(),
      headers: bearer(token),
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json()).toMatchObject({ error: 'unsupported_media_type' })
  })

  it('gives a name that create-book takes as the coverImage', async () => {
    const png = await image(120, 180).png().toBuffer()
    const { fileName } = UploadedCover.parse(
      (await upload([{ bytes: png, name: 'c.png', type: 'image/png' }])).json(),
    )
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.createBook.href(),
      headers: bearer(token),
      payload: {
        title: 'Covered',
        description: 'With a cover',
        category: 'fiction',
        oldPrice: 2,
        newPrice: 1,
        coverImage: fileName,
      },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ coverImage: fileName })
  })
})
