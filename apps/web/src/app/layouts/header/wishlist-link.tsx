// The header's wishlist link (issue 24, item 5): the heart leads to /wishlist and shows how many books the wishlist
// holds, signed in or out. It also merges the browser's list into the account at sign-in (the header is on every
// shopper page, so the merge runs wherever the session appears).
import { Link } from 'react-router'
import { HeartIcon } from '@/shared/components/icons'
import { paths } from '@/shared/paths'
import { useWishlist } from '@/shared/wishlist/use-wishlist'
import { useWishlistMerge } from '@/shared/wishlist/use-wishlist-merge'

/** 'Wishlist, 3 books'; 'Wishlist' alone until the count is known. */
export const wishlistLinkLabel = (count: number | null): string =>
  count === null ? 'Wishlist' : `Wishlist, ${count} ${count === 1 ? 'book' : 'books'}`

export function WishlistLink() {
  useWishlistMerge()
  const { ids, status } = useWishlist()
  const count = status === 'ready' ? ids.size : null
  return (
    <Link
      to={paths.wishlist.href()}
      aria-label={wishlistLinkLabel(count)}
      className="relative rounded-full p-2 text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700"
    >
      <HeartIcon className="size-5" />
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  )
}
