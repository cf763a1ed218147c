// Cover uploads (issue 6, ARCHITECTURE §9 "Covers"): one image from a multipart body, checked by its content (what
// sharp can decode, not its name or declared type), re-encoded to WebP within bounded dimensions with metadata
// stripped, and stored under a random name in the file store with its thumbnail beside it. Nothing here runs inside a
// transaction: sharp is slow.

import { randomBytes } from 'node:crypto'
import type { Multipart } from '@fastify/multipart'
import sharp, { type Metadata } from 'sharp'
import { coverThumbnailName } from '@bookstore/contract/cover-sources'
import { COVER_UPLOAD_MAX_BYTES } from '@bookstore/contract/schemas/admin'
import type { FileStore } from '@/db/files/file-store'
import { DomainError } from '@/plugins/errors'
import { COVER_TYPE, renderCoverThumbnail } from './cover-thumbnails'

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

/** The multipart field that carries the cover (ARCHITECTURE §9 "Covers"). */
const COVER_FIELD = 'file'

const unsupported = (message: string) => new DomainError('unsupported_media_type', message, 415)

const IMAGE_TYPES = 'JPEG, PNG, WebP, GIF or AVIF'

const multipartCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined

const malformed = (message: string) => new DomainError('validation', message, 400)

/**
 * What a body the multipart parser refused answers. Everything thrown while reading the parts is about the body the
 * client sent: the plugin's own errors have codes (its limits, a reserved field name, a bad JSON field, a body cut
 * off); busboy's carry none, only messages ('Multipart: Boundary not found', 'Unexpected end of multipart data',
 * 'Part terminated early …', 'The needle cannot be an empty String/Buffer.' for `boundary=` …).
 */
function multipartRefusal(error: unknown): DomainError {
  switch (multipartCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new DomainError('payload_too_large', `The cover may be at most ${MAX_MEGABYTES} MB`, 413)
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return malformed('Send one image only, with few other fields')
    case 'FST_PROTO_VIOLATION':
      return malformed('A form field has a reserved name')
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return malformed('A form field declared as JSON is not valid JSON')
    case 'FST_MP_PREMATURE_CLOSE':
      return malformed('The upload ended before its last part')
    default:
      return malformed(
        'The body is not well-formed multipart/form-data: check its boundary and that every part is complete',
      )
  }
}

/** The bytes of the one file in a multipart body (`parts` is undefined when the body is not multipart). */
export async function readUploadedFile(parts: AsyncIterable<Multipart> | undefined): Promise<Buffer> {
  if (!parts) throw unsupported(`Send the cover as multipart/form-data: one ${IMAGE_TYPES} file`)
  let file: Buffer | undefined
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue
      if (part.fieldname !== COVER_FIELD)
        throw malformed(`Send the cover image in the field "${COVER_FIELD}"`)
      file = await part.toBuffer()
    }
  } catch (error) {
    if (error instanceof DomainError) throw error
    // The parser's known refusals of the body, turned into our own answers (STYLE §4).
    throw multipartRefusal(error)
  }
  if (!file || file.length === 0)
    throw new DomainError('validation', `Send the cover image in the field "${COVER_FIELD}"`, 400)
  return file
}

const startsWith = (bytes: Buffer, prefix: string, at = 0): boolean =>
  bytes.subarray(at, at + prefix.length).equals(Buffer.from(prefix, 'latin1'))

/**
 * Whether the first bytes are those of a JPEG, PNG, GIF, WebP or ISO-BMFF (AVIF, HEIF) file. Nothing else reaches
 * sharp's decoders: an SVG (entity bombs, external references), TIFF or PDF is refused before any parsing.
 */
const hasImageSignature = (bytes: Buffer): boolean =>
  startsWith(bytes, '\xff\xd8\xff') ||
  startsWith(bytes, '\x89PNG\r\n\x1a\n') ||
  startsWith(bytes, 'GIF87a') ||
  startsWith(bytes, 'GIF89a') ||
  (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) ||
  startsWith(bytes, 'ftyp', 4)

/** jpeg, png, webp, gif, and AVIF (which libvips reports as heif with AV1 compression). */
const isAcceptedImage = (meta: Metadata): boolean =>
  ['jpeg', 'png', 'webp', 'gif'].includes(meta.format) ||
  (meta.format === 'heif' && meta.compression === 'av1')

/** The stored cover and its thumbnail, as WebP bytes; refuses what is not a whole image of an accepted format. */
async function renderCover(image: Buffer): Promise<{ cover: Buffer; thumbnail: Buffer }> {
  const notAnImage = unsupported(`This file is not an image. Send a ${IMAGE_TYPES} image.`)
  if (!hasImageSignature(image)) throw notAnImage
  // Only the header is read here, so a huge declared size is measured (413) rather than refused unread; sharp
  // rejects bytes it cannot read: that is an answer to the client (415), not a failure of ours.
  const meta = await sharp(image, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage
    })
  if (!isAcceptedImage(meta)) throw unsupported(`Covers must be ${IMAGE_TYPES} images`)
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new DomainError('payload_too_large', 'This image has too many pixels for a cover', 413)
  }
  // A truncated or corrupt image fails here (failOn 'error' includes truncation): refused like any unreadable file.
  const cover = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize(COVER_MAX_WIDTH, COVER_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .catch(() => {
      throw unsupported('This image could not be read; it may be damaged')
    })
  return { cover, thumbnail: await renderCoverThumbnail(cover) }
}

/** Re-encodes an uploaded image as a WebP cover and stores it with its thumbnail; answers the stored file's name. */
export async function storeCover(image: Buffer, files: FileStore): Promise<string> {
  const { cover, thumbnail } = await renderCover(image)
  const fileName = `${randomBytes(16).toString('hex')}.webp`
  const stored = await files.put([
    { name: fileName, bytes: cover, contentType: COVER_TYPE },
    { name: coverThumbnailName(fileName), bytes: thumbnail, contentType: COVER_TYPE },
  ])
  // 128 random bits do not collide; if they ever did, the name is another cover's and must not be handed out.
  if (stored.length !== 2) throw new Error(`The cover name ${fileName} is taken`)
  return fileName
}
