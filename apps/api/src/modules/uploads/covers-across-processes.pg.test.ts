// A cover uploaded through one process is served by every process (issue 15): two apps on one database, as two
// processes or machines of one store, each with its own DATA_DIR, keeping files in the database (stored_files). On
// PGlite and on PostgreSQL alike.

import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, imageUrl } from '@bookstore/contract/api-paths'
import { coverThumbnailName } from '@bookstore/contract/cover-sources'
import { UploadedCover } from '@bookstore/contract/schemas/admin'
import { adminToken, bearer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const first = useTestApp({ files: 'database' })
const second = useTestApp({ files: 'database', sameDatabaseAs: first })
let token: string

beforeAll(async () => {
  token = await adminToken(first)
})

/** Uploads a small PNG through `app` as the admin's browser would; answers the stored cover's name. */
async function uploadCover(app: FastifyInstance): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#1e3a8a' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png')
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.uploadCover.href(),
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  })
  expect(res.statusCode).toBe(201)
  return UploadedCover.parse(res.json()).coverImage
}

describe('covers across processes', () => {
  it('serves a cover and its thumbnail uploaded through another process, with the same ETag', async () => {
    const name = await uploadCover(first.app)
    for (const file of [name, coverThumbnailName(name)]) {
      const here = await first.app.inject(imageUrl(file))
      const there = await second.app.inject(imageUrl(file))
      expect(there.statusCode, file).toBe(200)
      expect(there.headers['content-type'], file).toBe('image/webp')
      expect(there.headers['cache-control'], file).toBe('public, max-age=31536000, immutable')
      expect(there.rawPayload.equals(here.rawPayload), file).toBe(true)
      expect(there.headers.etag, file).toBe(here.headers.etag)
      // A browser that got the file from one process revalidates it with any other.
      const revalidated = await second.app.inject({
        url: imageUrl(file),
        headers: { 'if-none-match': String(here.headers.etag) },
      })
      expect(revalidated.statusCode, file).toBe(304)
    }
  })

  it('serves a cover asked for before it existed, once another process stores it', async () => {
    const before = await second.app.inject(imageUrl('not-yet.webp'))
    expect(before.statusCode).toBe(404)
    expect(before.json()).toMatchObject({ error: 'not_found' })
    await first.files.put([
      { name: 'not-yet.webp', bytes: Buffer.from('RIFF0000WEBP'), contentType: 'image/webp' },
    ])
    const after = await second.app.inject(imageUrl('not-yet.webp'))
    expect(after.statusCode).toBe(200)
    expect(after.body).toBe('RIFF0000WEBP')
  })

  it('writes nothing to either DATA_DIR', async () => {
    for (const app of [first, second]) {
      expect(await readdir(path.join(app.dataDir, 'covers'))).toEqual([])
    }
  })
})
