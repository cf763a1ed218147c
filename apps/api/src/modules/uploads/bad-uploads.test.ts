// Cover uploads never answer 5xx: a malformed multipart body (its boundary, its parts) or a broken image answers
// 400 validation, 413 payload_too_large or 415 unsupported_media_type as JSON, and nothing is stored. Raw bodies,
// written byte by byte, because a browser's FormData never sends these.

import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { UploadedCover } from '@bookstore/contract/schemas/admin'
import { adminToken, bearer } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()
let token: string
let png: Buffer
let jpeg: Buffer

beforeAll(async () => {
  token = await adminToken(t)
  png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#7c2d12' } })
    .png()
    .toBuffer()
  const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const
  jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#000', noise } })
    .jpeg()
    .toBuffer()
})

const BOUNDARY = 'bookstoreBoundary7MA4YWxkTrZu0gW'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

const fileHeader = (field = 'file') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="cover.png"\r\n` +
  'Content-Type: image/png\r\n\r\n'

/** A well-formed body of one file part. */
const oneFile = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(fileHeader()), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])

const fieldPart = (name: string, value: string, type?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n` +
  `${type ? `Content-Type: ${type}\r\n` : ''}\r\n${value}\r\n`

function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid PNG header claiming 100 000 × 100 000 pixels, with a few bytes of pixels: a decompression bomb. */
function hugePng(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(100_000, 0)
  header.writeUInt32BE(100_000, 4)
  header.set([8, 2], 8) // 8 bits, RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** The JPEG with its frame header rewritten to claim 65 000 × 65 000 pixels. */
function hugeJpeg(): Buffer {
  const bytes = Buffer.from(jpeg)
  const frame = bytes.findIndex(
    (byte, i) => byte === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2),
  )
  bytes.writeUInt16BE(65_000, frame + 5)
  bytes.writeUInt16BE(65_000, frame + 7)
  return bytes
}

/** Billion laughs: entities expanding to 10^7 characters, on a 50 000 px canvas. */
const svgBomb = () => {
  const levels = ['<!ENTITY l0 "laugh">']
  for (let i = 1; i <= 7; i += 1) levels.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`)
  return Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE svg [${levels.join('')}]>` +
      '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"><text>&l7;</text></svg>',
  )
}

const body = (contentType: string, payload: Buffer) => ({ contentType, payload })

const malformedBodies: Array<[string, () => { contentType: string; payload: Buffer }, number]> = [
  ['no boundary in the content-type', () => body('multipart/form-data', oneFile(png)), 400],
  ['an empty boundary', () => body('multipart/form-data; boundary=', oneFile(png)), 400],
  [
    'a boundary longer than any parser takes',
    () => body(`multipart/form-data; boundary=${'x'.repeat(300)}`, oneFile(png)),
    400,
  ],
  [
    'a boundary that never appears in the body',
    () => body('multipart/form-data; boundary=somethingElse', oneFile(png)),
    400,
  ],
  ['a body of random bytes', () => body(MULTIPART, randomBytes(3000)), 400],
  [
    'a file part cut off in its middle',
    () => body(MULTIPART, oneFile(png).subarray(0, Math.floor(oneFile(png).length / 2))),
    400,
  ],
  [
    'a file part without its closing boundary',
    () => body(MULTIPART, Buffer.concat([Buffer.from(fileHeader()), png])),
    400,
  ],
  [
    'part headers that never end',
    () => body(MULTIPART, Buffer.from(fileHeader().replace(/\r\n\r\n$/, '\r\n'))),
    400,
  ],
  [
    'garbage after the part headers instead of the blank line',
    () =>
      body(
        MULTIPART,
        Buffer.concat([
          Buffer.from(fileHeader().replace(/\r\n\r\n$/, '\r\n')),
          randomBytes(2000),
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      ),
    400,
  ],
  ['an empty body', () => body(MULTIPART, Buffer.alloc(0)), 400],
  ['only the closing boundary', () => body(MULTIPART, Buffer.from(`--${BOUNDARY}--\r\n`)), 400],
  [
    'a field with a reserved name',
    () => body(MULTIPART, Buffer.from(`${fieldPart('__proto__', 'x')}--${BOUNDARY}--\r\n`)),
    400,
  ],
  [
    'a field declared as JSON that is not JSON',
    () =>
      body(MULTIPART, Buffer.from(`${fieldPart('meta', '{"a":', 'application/json')}--${BOUNDARY}--\r\n`)),
    400,
  ],
  [
    'a part of 20 KB without headers (busboy stops reading such a body)',
    () => body(MULTIPART, Buffer.from(`--${BOUNDARY}\r\n\r\n${'a'.repeat(20_000)}\r\n--${BOUNDARY}--\r\n`)),
    400,
  ],
  [
    'a part of 20 KB that is an attachment, not a form field',
    () =>
      body(
        MULTIPART,
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: attachment\r\n\r\n${'a'.repeat(20_000)}\r\n--${BOUNDARY}--\r\n`,
        ),
      ),
    400,
  ],
  [
    'the image in a field other than "file"',
    () =>
      body(
        MULTIPART,
        Buffer.concat([Buffer.from(fileHeader('cover')), png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
      ),
    400,
  ],
  [
    'too many fields',
    () =>
      body(
        MULTIPART,
        Buffer.from(
          `${Array.from({ length: 12 }, (_, i) => fieldPart(`f${i}`, 'x')).join('')}--${BOUNDARY}--\r\n`,
        ),
      ),
    400,
  ],
]

const brokenImages: Array<[string, () => Buffer, number]> = [
  ['a PNG cut in half', () => png.subarray(0, Math.floor(png.length / 2)), 415],
  ['a JPEG cut in half', () => jpeg.subarray(0, Math.floor(jpeg.length / 2)), 415],
  [
    'random bytes behind a JPEG magic number',
    () => Buffer.concat([jpeg.subarray(0, 4), randomBytes(3000)]),
    415,
  ],
  ['a PNG signature alone', () => png.subarray(0, 8), 415],
  [
    'a RIFF/WEBP header over garbage',
    () => Buffer.concat([Buffer.from('RIFF\0\0\x01\0WEBPVP8 '), randomBytes(500)]),
    415,
  ],
  ['a zero-byte file', () => Buffer.alloc(0), 400],
  ['an SVG entity bomb', svgBomb, 415],
  ['a PNG declaring 100 000 × 100 000 pixels', hugePng, 413],
  ['a JPEG declaring 65 000 × 65 000 pixels', hugeJpeg, 413],
]

const storedFiles = async () => (await t.files.names()).sort()

const send = ({ contentType, payload }: { contentType: string; payload: Buffer }) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.uploadCover.href(),
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  })

const CODES: Record<number, string> = {
  400: 'validation',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
}

async function expectRefused(res: Awaited<ReturnType<typeof send>>, status: number, before: string[]) {
  expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
    status,
    body: { error: CODES[status], message: expect.any(String) },
  })
  expect(res.body).not.toMatch(/\bat .+:\d+:\d+|node_modules/)
  expect(await storedFiles()).toEqual(before)
}

describe('POST /api/uploads/cover with a malformed body', () => {
  it('takes a raw body written like these (a quoted boundary, one file)', async () => {
    const res = await send(body(`multipart/form-data; boundary="${BOUNDARY}"`, oneFile(png)))
    expect(res.statusCode).toBe(201)
    UploadedCover.parse(res.json())
  })

  it.each(malformedBodies)('refuses %s with JSON, storing nothing', async (_case, request, status) => {
    const before = await storedFiles()
    await expectRefused(await send(request()), status, before)
  })
})

describe('POST /api/uploads/cover with a broken image', () => {
  it.each(brokenImages)('refuses %s with JSON, storing nothing', async (_case, bytes, status) => {
    const before = await storedFiles()
    await expectRefused(await send(body(MULTIPART, oneFile(bytes()))), status, before)
  })
})
