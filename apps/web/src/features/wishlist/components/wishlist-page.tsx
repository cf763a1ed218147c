// The wishlist screen /wishlist (issue 24, item 5): the books kept for later with price, stock, Add to Cart and
// Remove; 'Your wishlist is empty' with a way to the books; loading and error states. Signed out, the list this
// browser keeps, with a word that signing in keeps it in the account.
import { DEFAULT_CATEGORY } from '@bookstore/contract/categories'
import { Link } from 'react-router'
import { PageHeading } from '@/shared/components/page-heading'
import { Panel } from '@/shared/components/panel'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import { useAuth } from '@/shared/auth/use-auth'
import { paths } from '@/shared/paths'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { useToggleWishlist } from '@/shared/wishlist/use-toggle-wishlist'
import { useWishedBooks } from '@/features/wishlist/api/get-wished-books'
import { WishlistRow } from './wishlist-row'

export const WISHLIST_PAGE_TEXTS = {
  title: PAGE_TITLES.wishlist,
  empty: 'Your wishlist is empty',
  browse: 'Browse the books',
  error: 'Error loading your wishlist',
  signedOut: 'Your wishlist is kept in this browser. Sign in to keep it in your account.',
} as const

const linkClass = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline'

export function WishlistPage() {
  usePageTitle(WISHLIST_PAGE_TEXTS.title)
  const auth = useAuth()
  const wished = useWishedBooks()
  const toggle = useToggleWishlist()
  const count = wished.status === 'success' ? wished.books.length : 0
  return (
    <section>
      <PageHeading subtitle={count > 0 ? `${count} ${count === 1 ? 'book' : 'books'}` : null}>
        {WISHLIST_PAGE_TEXTS.title}
      </PageHeading>
      {auth.status === 'signed-out' ? (
        <p className="-mt-4 mb-6 text-sm text-stone-600">
          {WISHLIST_PAGE_TEXTS.signedOut}{' '}
          <Link to={paths.login.href()} className={linkClass}>
            Sign in
          </Link>
        </p>
      ) : null}
      {wished.status === 'pending' ? (
        <QueryLoading size="page" />
      ) : wished.status === 'error' ? (
        <QueryError message={WISHLIST_PAGE_TEXTS.error} onRetry={wished.retry} size="page" />
      ) : wished.books.length === 0 ? (
        <Panel className="px-6 py-14 text-center">
          <p className="text-lg font-semibold text-stone-700">{WISHLIST_PAGE_TEXTS.empty}</p>
          <p className="mt-4">
            <Link to={paths.category.href(DEFAULT_CATEGORY)} className={linkClass}>
              {WISHLIST_PAGE_TEXTS.browse}
              <span aria-hidden="true"> &rarr;</span>
            </Link>
          </p>
        </Panel>
      ) : (
        <Panel className="px-4 sm:px-6">
          <ul aria-label="Books on your wishlist" className="divide-y divide-stone-200">
            {wished.books.map((book) => (
              <WishlistRow key={book._id} book={book} onRemove={() => toggle(book._id, false)} />
            ))}
          </ul>
        </Panel>
      )}
    </section>
  )
}
