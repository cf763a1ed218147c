// Cover thumbnails (contract cover-sources.ts): beside each stored WebP cover, a copy COVER_THUMB_WIDTH wide for
// the small covers of lists. Stored when a cover is uploaded, and at start-up for every book's cover that lacks
// one (the demo's, and covers stored before thumbnails existed), reading the cover from the file store. Never
// overwritten: stored covers never change.

import sharp from 'sharp'
import { COVER_THUMB_WIDTH, coverThumbnailName, hasCoverThumbnail } from '@bookstore/contract/cover-sources'
import type { Database } from '@/db/client'
import type { FileStore } from '@/db/files/file-store'
import { books } from '@/db/schema'

const WEBP_QUALITY = 80

/** Covers and thumbnails are WebP. */
export const COVER_TYPE = 'image/webp'

/** The thumbnail of a cover image, as WebP bytes. */
export const renderCoverThumbnail = (image: Buffer): Promise<Buffer> =>
  sharp(image)
    .resize({ width: COVER_THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()

/**
 * Stores the missing thumbnails of the books' stored covers, one at a time; a cover that is not stored (or cannot be
 * read as an image) is left as it is; a thumbnail another process stores meanwhile is kept. Answers how many it
 * stored.
 */
export async function ensureCoverThumbnails(db: Database, files: FileStore): Promise<number> {
  const rows = await db.selectDistinct({ coverImage: books.coverImage }).from(books)
  const covers = rows.map((row) => row.coverImage).filter(hasCoverThumbnail)
  const present = await files.present([...covers, ...covers.map(coverThumbnailName)])
  let written = 0
  for (const cover of covers) {
    if (present.has(coverThumbnailName(cover)) || !present.has(cover)) continue
    const file = await files.get(cover)
    if (!file) continue
    // Not an image sharp can read: that cover is broken with or without a thumbnail; the store still starts.
    const thumbnail = await renderCoverThumbnail(file.bytes).catch(() => undefined)
    if (!thumbnail) continue
    const stored = await files.put([
      { name: coverThumbnailName(cover), bytes: thumbnail, contentType: COVER_TYPE },
    ])
    written += stored.length
  }
  return written
}
