// A book cover, wherever one is shown (cards, carousels, the book page, cart, orders, profile, about): the stored
// file or an absolute URL at a fixed 2:3 intrinsic size, and, when it cannot be loaded (a file no longer there, an
// unreachable URL), a placeholder of the same box with a book icon and the title, never a broken-image box.
import { coverSources } from '@bookstore/contract/cover-sources'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { BookOpenIcon } from './icons'

// Covers are portraits in a 2:3 ratio; the intrinsic size keeps the page still while they load.
const COVER_WIDTH = 400
const COVER_HEIGHT = 600

/** The book a cover is of: its stored file or URL, and its title, written on the placeholder. */
export interface CoverBook {
  coverImage: string
  title: string
}

interface CoverImageProps {
  book: CoverBook
  /** The cover's text alternative (the placeholder's name too): the title by default, '' where it is beside it. */
  alt?: string
  /** The displayed width as an <img> sizes value ('7rem'); without it the stored file is always used. */
  sizes?: string
  /** The page's main image loads at once, first in line; other covers wait until they near the viewport. */
  eager?: boolean
  /** Size, shape and placement: shared by the image and its placeholder, so nothing moves when one replaces the other. */
  className?: string
}

export function CoverImage({
  book: { coverImage, title },
  alt = title,
  sizes,
  eager = false,
  className = '',
}: CoverImageProps) {
  const { src, srcSet } = coverSources(coverImage)
  const offered = sizes ? srcSet : undefined
  // Failed loads of this cover. A missing thumbnail does not make the browser fall back to `src` by itself, so the
  // first failure with a srcset retries the stored file alone; the placeholder comes when that fails too. Kept with
  // its cover, so a recycled element showing another book starts afresh.
  const [failures, setFailures] = useState({ coverImage, count: 0 })
  const count = failures.coverImage === coverImage ? failures.count : 0
  const boxClass = `aspect-2/3 bg-stone-200 ${className}`
  const fail = () => setFailures({ coverImage, count: count + 1 })
  // A page rendered on the server loads its covers before the app runs: one that failed then has had its error
  // event already, so the app, once it has taken the image over, reads what became of it.
  const image = useRef<HTMLImageElement>(null)
  const failedBeforeApp = useEffectEvent(() => {
    const img = image.current
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) fail()
  })
  useEffect(() => failedBeforeApp(), [])

  if (count >= (offered ? 2 : 1)) {
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`@container flex flex-col items-center justify-center gap-1 overflow-hidden p-2 text-center text-stone-500 ${boxClass}`}
      >
        <BookOpenIcon className="h-auto w-1/3 max-w-16 shrink-0" />
        <span className="line-clamp-3 text-[0.625rem] leading-tight font-medium break-words text-stone-600 @min-[7rem]:text-xs @min-[12rem]:text-base">
          {title}
        </span>
      </span>
    )
  }
  return (
    <img
      src={src}
      srcSet={count === 0 ? offered : undefined}
      sizes={count === 0 ? sizes : undefined}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      ref={image}
      onError={fail}
      className={`object-cover ${boxClass}`}
    />
  )
}
