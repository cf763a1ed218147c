// A book's cover image: stored file or absolute URL, fixed intrinsic size so the page does not jump as it loads.
import { imageUrl } from '@bookstore/contract/api-paths'

// Covers are portraits in a 2:3 ratio.
const COVER_WIDTH = 400
const COVER_HEIGHT = 600

interface BookCoverProps {
  coverImage: string
  title: string
  /** The page's main image loads at once, first in line; list covers wait until they near the viewport. */
  eager?: boolean
  className?: string
}

export function BookCover({ coverImage, title, eager = false, className = '' }: BookCoverProps) {
  return (
    <img
      src={imageUrl(coverImage)}
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
