// Cover thumbnails (contract cover-sources.ts): beside each stored WebP cover, a copy COVER_THUMB_WIDTH wide for
// the small covers of lists. Written when a cover is uploaded, and at start-up for every book's cover that lacks
// one (the demo's, and covers stored before thumbnails existed). Never overwritten: stored covers never change.

import { access, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { COVER_THUMB_WIDTH, coverThumbnailName, hasCoverThumbnail } from '@bookstore/contract/cover-sources'
import type { Database } from '@/db/client'
import { books } from '@/db/schema'

const WEBP_QUALITY = 80

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  )

/** The thumbnail of a cover image, as WebP bytes. */
export const renderCoverThumbnail = (image: Buffer): Promise<Buffer> =>
  sharp(image)
    .resize({ width: COVER_THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()

/** Writes the thumbnail of the stored cover `fileName`. */
export async function writeCoverThumbnail(coversDir: string, fileName: string): Promise<void> {
  const thumbnail = await renderCoverThumbnail(await readFile(path.join(coversDir, fileName)))
  // 'wx' fails if another process wrote it meanwhile: keep that one.
  await writeFile(path.join(coversDir, coverThumbnailName(fileName)), thumbnail, { flag: 'wx' }).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    },
  )
}

/**
 * Writes the missing thumbnails of the books' stored covers, one at a time; a cover whose file is not there (or
 * cannot be read as an image) is left as it is. Answers how many it wrote.
 */
export async function ensureCoverThumbnails(db: Database, coversDir: string): Promise<number> {
  const rows = await db.selectDistinct({ coverImage: books.coverImage }).from(books)
  let written = 0
  for (const { coverImage } of rows) {
    if (!hasCoverThumbnail(coverImage)) continue
    if (await exists(path.join(coversDir, coverThumbnailName(coverImage)))) continue
    if (!(await exists(path.join(coversDir, coverImage)))) continue
    try {
      await writeCoverThumbnail(coversDir, coverImage)
      written += 1
    } catch {
      // Not an image sharp can read: that cover is broken with or without a thumbnail; the store still starts.
    }
  }
  return written
}
