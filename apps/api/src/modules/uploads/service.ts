// Cover uploads (issue 6, ARCHITECTURE §9 "Covers"): one image from a multipart body, checked by its content (what
// sharp can decode, not its name or declared type), re-encoded to WebP within bounded dimensions with metadata
// stripped, and stored under a random name in the covers directory with its thumbnail beside it. No database work
// here: sharp is slow.

import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Multipart } from '@fastify/multipart'
import sharp, { type Metadata } from 'sharp'
import { COVER_UPLOAD_MAX_BYTES } from '@bookstore/contract/schemas/admin'
import { DomainError } from '../../plugins/errors'
import { writeCoverThumbnail } from './cover-thumbnails'

/** Covers are shown at most this large; bigger images are scaled down inside the box, smaller ones kept. */
const COVER_MAX_WIDTH = 1200
const COVER_MAX_HEIGHT = 1800
/** Refuses decompression bombs: a 5 MB file can claim a huge canvas. 50 megapixels covers any phone photo. */
const MAX_INPUT_PIXELS = 50_000_000
const WEBP_QUALITY = 82

const MAX_MEGABYTES = COVER_UPLOAD_MAX_BYTES / (1024 * 1024)

/** The multipart limits of the upload route: one file of at most 5 MB, few and small other fields. */
export const COVER_MULTIPART_LIMITS = {
  fileSize: COVER_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 10_000,
  parts: 11,
}

const unsupported = (message: string) => new DomainError('unsupported_media_type', message, 415)

const IMAGE_TYPES = 'JPEG, PNG, WebP, GIF or AVIF'

const multipartCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined

/** The bytes of the one file in a multipart body (`parts` is undefined when the body is not multipart). */
export async function readUploadedFile(parts: AsyncIterable<Multipart> | undefined): Promise<Buffer> {
  if (!parts) throw unsupported(`Send the cover as multipart/form-data: one ${IMAGE_TYPES} file`)
  let file: Buffer | undefined
  try {
    for await (const part of parts) {
      if (part.type === 'file') file = await part.toBuffer()
    }
  } catch (error) {
    // The multipart plugin's limit errors, turned into our own answers; anything else reaches the error handler.
    const code = multipartCode(error)
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('payload_too_large', `The cover may be at most ${MAX_MEGABYTES} MB`, 413)
    }
    if (code === 'FST_FILES_LIMIT') throw new DomainError('validation', 'Send one image only', 400)
    throw error
  }
  if (!file || file.length === 0)
    throw new DomainError('validation', 'Send the cover image in the field "file"', 400)
  return file
}

/** jpeg, png, webp, gif, and AVIF (which libvips reports as heif with AV1 compression). */
const isAcceptedImage = (meta: Metadata): boolean =>
  ['jpeg', 'png', 'webp', 'gif'].includes(meta.format) ||
  (meta.format === 'heif' && meta.compression === 'av1')

/** Re-encodes an uploaded image as a WebP cover and stores it; answers the stored file's name. */
export async function storeCover(image: Buffer, coversDir: string): Promise<string> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  // sharp throws for bytes it cannot read: that is an answer to the client (415), not a failure of ours.
  const meta = await sharp(image, options)
    .metadata()
    .catch(() => {
      throw unsupported(`This file is not an image. Send a ${IMAGE_TYPES} image.`)
    })
  if (!isAcceptedImage(meta)) throw unsupported(`Covers must be ${IMAGE_TYPES} images`)
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new DomainError('payload_too_large', 'This image has too many pixels for a cover', 413)
  }
  const webp = await sharp(image, options)
    .autoOrient()
    .resize(COVER_MAX_WIDTH, COVER_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .catch(() => {
      throw unsupported('This image could not be read; it may be damaged')
    })
  const fileName = `${randomBytes(16).toString('hex')}.webp`
  await mkdir(coversDir, { recursive: true })
  // 'wx': a name is never reused, so a stored cover never changes (it is served as immutable).
  await writeFile(path.join(coversDir, fileName), webp, { flag: 'wx' })
  await writeCoverThumbnail(coversDir, fileName, webp)
  return fileName
}
