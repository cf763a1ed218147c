// A shelf's grid (spec §2 "Category page": 3 columns of cards) paged for any size (issue 15): the first page at
// once, the next as the shopper scrolls near the end (a sentinel a screen ahead) up to AUTO_LOADED_BOOKS, and a
// 'Load more' button for keyboard and screen-reader users (and past that many), which then moves focus to the first
// new book. Pages append below the cards
// already shown, so nothing on screen moves.
import type { Book } from '@bookstore/contract/schemas/book'
import { useEffect, useRef } from 'react'
import { Button } from '@/shared/components/button'
import { HydrateWhenVisible } from '@/shared/components/hydrate-when-visible'
import { useLoadOnApproach } from '@/features/catalog/hooks/use-load-on-approach'
import { BookCard } from './book-card'

/** Cards on the grid's first row at its widest (3 columns): the covers a shopper sees first. */
const FIRST_ROW = 3

/**
 * Books scrolling loads by itself; past them only 'Load more' goes on, so the footer (contact, privacy) can still be
 * reached on a shelf of 14,000 books.
 */
export const AUTO_LOADED_BOOKS = 120

export interface BookShelfProps {
  books: Book[]
  /** How many books the shelf holds in all; null while the server has not said. */
  total: number | null
  /** How many books the last page brought (announced when a later page arrives). */
  lastPageSize: number
  hasMore: boolean
  /** A request is under way (the next page, or a refresh of the pages shown). */
  busy: boolean
  /** Asking for the next page failed; scrolling stops asking until the button is pressed. */
  failed: boolean
  /** Asks for the next page; resolves to whether it arrived. */
  loadMore: () => Promise<boolean>
}

const countText = (shown: number, total: number | null) =>
  total === null ? `Showing ${shown}` : `Showing ${shown} of ${total}`

export function BookShelf({ books, total, lastPageSize, hasMore, busy, failed, loadMore }: BookShelfProps) {
  const listRef = useRef<HTMLUListElement>(null)
  // The index of the first book a press of 'Load more' brings: it takes the focus once shown.
  const focusFrom = useRef<number | null>(null)
  const sentinelRef = useLoadOnApproach<HTMLDivElement>(
    () => void loadMore(),
    hasMore && !busy && !failed && books.length < AUTO_LOADED_BOOKS,
    books.length,
  )

  useEffect(() => {
    const from = focusFrom.current
    if (from === null || books.length <= from) return
    focusFrom.current = null
    listRef.current?.children[from]?.querySelector<HTMLElement>('a')?.focus()
  }, [books.length])

  const pressLoadMore = async () => {
    if (busy) return
    focusFrom.current = books.length
    // Nothing new came (a failure): the focus stays on the button.
    if (!(await loadMore())) focusFrom.current = null
  }

  // A shelf of one page needs neither the count nor the button: the heading says how many books it holds.
  const paged = hasMore || books.length > lastPageSize
  return (
    <>
      <ul
        ref={listRef}
        aria-busy={busy && hasMore}
        className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6"
      >
        {books.map((book, i) =>
          // The first row hydrates with the page; the cards below it as they near the viewport (issue 38 item 3).
          i < FIRST_ROW ? (
            <li key={book._id}>
              <BookCard book={book} variant="category" eager />
            </li>
          ) : (
            <HydrateWhenVisible key={book._id} as="li">
              <BookCard book={book} variant="category" />
            </HydrateWhenVisible>
          ),
        )}
      </ul>
      <div ref={sentinelRef} aria-hidden="true" />
      {paged ? (
        <div className="mt-10 flex min-h-28 flex-col items-center gap-3 text-center">
          <p className="text-sm font-medium text-stone-600">{countText(books.length, total)}</p>
          {failed ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              More books could not be loaded.
            </p>
          ) : null}
          {hasMore ? (
            <Button
              variant="secondary"
              onClick={() => void pressLoadMore()}
              aria-disabled={busy}
              className="aria-disabled:cursor-wait aria-disabled:opacity-60"
            >
              {busy ? (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700 motion-reduce:animate-none"
                />
              ) : null}
              Load more
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Read out when a later page arrives; present (and silent) from the first page on. */}
      <p role="status" className="sr-only">
        {books.length > lastPageSize
          ? `${lastPageSize} more ${lastPageSize === 1 ? 'book' : 'books'} loaded. ${countText(books.length, total)}.`
          : ''}
      </p>
    </>
  )
}
