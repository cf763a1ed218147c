// The heart of a book card and of the book page (issue 24, item 5): a toggle button, pressed when the book is on the
// wishlist (filled) and not (outline), named for what a press does ('Add {title} to wishlist' / 'Remove …'). It
// never follows the card's link it may sit on. Pressed before the app started, it is pressed once the app has started
// and the wishlist has loaded (use-early-input).
import type { MouseEvent } from 'react'
import { HeartIcon } from '@/shared/components/icons'
import { useEarlyInput } from '@/shared/use-early-input'
import { useToggleWishlist } from './use-toggle-wishlist'
import { useWishlist } from './use-wishlist'

interface WishlistHeartProps {
  book: { _id: string; title: string }
  /** Placement and size of the round button; the icon follows its font size. */
  className?: string
}

export const heartLabel = (title: string, wished: boolean): string =>
  wished ? `Remove ${title} from wishlist` : `Add ${title} to wishlist`

export function WishlistHeart({ book, className = '' }: WishlistHeartProps) {
  const { ids, status } = useWishlist()
  const toggle = useToggleWishlist()
  const wished = ids.has(book._id)
  const early = useEarlyInput<HTMLButtonElement>('wishlist-heart')
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    event.stopPropagation()
    toggle(book._id, !wished)
  }
  return (
    <button
      {...early}
      type="button"
      aria-pressed={wished}
      aria-label={heartLabel(book.title, wished)}
      disabled={status === 'loading'}
      onClick={onClick}
      className={`inline-flex items-center justify-center rounded-full p-2 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50 ${wished ? 'text-brand-700' : 'text-stone-600 hover:text-brand-700'} ${className}`}
    >
      <HeartIcon className={`size-5 ${wished ? 'fill-current' : ''}`} />
    </button>
  )
}
