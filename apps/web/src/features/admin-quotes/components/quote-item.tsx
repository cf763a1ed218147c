// One quote of the list: its words, who said them, a link to its book, the home page's mark (spec §1 fixed quotes)
// and Delete, which asks first (more sternly for a home-page quote) and says how it went.
import type { Quote } from '@bookstore/contract/schemas/quote'
import { truncate } from '@bookstore/contract/truncate'
import { useId } from 'react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { QUOTES_TEXTS } from '@/features/admin-quotes/admin-quotes-texts'
import { useDeleteQuote } from '@/features/admin-quotes/api/delete-quote'
import { isHomePageQuote } from '@/features/admin-quotes/home-page-quotes'
import {
  confirmQuoteDeletion,
  showQuoteDeleted,
  showQuoteDeleteFailed,
} from '@/features/admin-quotes/quote-dialogs'

const LABEL_QUOTE_MAX = 40

export function QuoteItem({ quote }: { quote: Quote }) {
  const deleteQuote = useDeleteQuote()
  const badgeId = useId()
  const home = isHomePageQuote(quote._id)

  // mutateAsync, not mutate's callbacks: the refetched list no longer has this quote, which unmounts before they run.
  const remove = async () => {
    if (!(await confirmQuoteDeletion(quote))) return
    try {
      await deleteQuote.mutateAsync(quote)
    } catch (error) {
      console.error('Failed to delete the quote', error)
      void showQuoteDeleteFailed()
      return
    }
    void showQuoteDeleted()
  }

  return (
    <li className="flex flex-wrap items-start gap-4 py-4">
      <figure className="min-w-0 flex-1">
        <blockquote className="text-stone-800 italic">“{quote.content}”</blockquote>
        <figcaption className="mt-1 text-sm text-stone-600">— {quote.personOrOrganization}</figcaption>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          {home ? (
            <span
              id={badgeId}
              className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
            >
              {QUOTES_TEXTS.homePageBadge}
            </span>
          ) : null}
          {quote.bookId === null ? null : (
            <Link
              to={paths.book.href(quote.bookId)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              View its book
            </Link>
          )}
        </div>
      </figure>
      <button
        type="button"
        onClick={() => void remove()}
        disabled={deleteQuote.isPending}
        aria-label={`Delete the quote “${truncate(quote.content, LABEL_QUOTE_MAX)}”`}
        aria-describedby={home ? badgeId : undefined}
        className="rounded-full bg-red-700 px-4 py-1 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
      >
        Delete
      </button>
    </li>
  )
}
