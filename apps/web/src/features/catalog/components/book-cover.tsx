// A book's cover image: stored file or absolute URL, fixed intrinsic size so the page does not jump as it loads.
// Small covers name their displayed width (`sizes`), so the browser can take the cover's 200 px thumbnail.
import { coverSources } from '@bookstore/contract/cover-sources'

// Covers are portraits in a 2:3 ratio.
const COVER_WIDTH = 400
const COVER_HEIGHT = 600

interface BookCoverProps {
  coverImage: string
  title: string
  /** The page's main image loads at once, first in line; list covers wait until they near the viewport. */
  eager?: boolean
  /** The displayed width as an <img> sizes value ('7rem'); without it the stored file is always used. */
  sizes?: string
  className?: string
}

export function BookCover({ coverImage, title, eager = false, sizes, className = '' }: BookCoverProps) {
  const { src, srcSet } = coverSources(coverImage)
  return (
    <img
      src={src}
      srcSet={sizes ? srcSet : undefined}
      sizes={sizes}
      alt={title}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`aspect-2/3 bg-stone-200 object-cover ${className}`}
    />
  )
}
