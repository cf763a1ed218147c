// A cover's files (ARCHITECTURE §9 "Covers"): the stored WebP (400×600 for the demo, up to 1200×1800 for uploads)
// and a copy COVER_THUMB_WIDTH wide that the server writes beside it for the small covers of lists and carousels,
// so a phone showing fifty covers downloads a third of the bytes. A cover given as a URL has only itself.
import { imageUrl } from './api-paths'

export const COVER_THUMB_WIDTH = 200
/** What srcset claims for the stored file: the demo covers' width, the least an upload is shown at. */
export const COVER_FULL_WIDTH = 400

/** Stored WebP files (a plain file name, as the demo and uploads give) have a thumbnail; URLs and others do not. */
export const hasCoverThumbnail = (coverImage: string): boolean => /^[\w-][\w.-]*\.webp$/i.test(coverImage)

/** The thumbnail's file name: 'frankenstein.webp' -> 'frankenstein-200w.webp'. */
export const coverThumbnailName = (fileName: string): string =>
  fileName.replace(/\.webp$/i, `-${COVER_THUMB_WIDTH}w.webp`)

export interface CoverSources {
  src: string
  /** Both files with their widths, when the cover has a thumbnail; the browser picks by the image's `sizes`. */
  srcSet?: string
}

export function coverSources(coverImage: string): CoverSources {
  const src = imageUrl(coverImage)
  if (!hasCoverThumbnail(coverImage)) return { src }
  const thumbnail = imageUrl(coverThumbnailName(coverImage))
  return { src, srcSet: `${thumbnail} ${COVER_THUMB_WIDTH}w, ${src} ${COVER_FULL_WIDTH}w` }
}
