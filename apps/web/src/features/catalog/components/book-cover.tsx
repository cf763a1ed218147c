// A book's cover in the catalogue, named by the book's title; small covers name their displayed width (`sizes`), so
// the browser can take the cover's 200 px thumbnail. A cover that cannot be loaded shows the shared placeholder.
import { CoverImage } from '@/shared/components/cover-image'

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
  return (
    <CoverImage
      coverImage={coverImage}
      title={title}
      alt={title}
      eager={eager}
      sizes={sizes}
      className={className}
    />
  )
}
