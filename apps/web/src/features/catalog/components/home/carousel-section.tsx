// A home section around a book carousel: heading (with an optional portrait), actions such as a genre filter or
// a 'See all' link, previous/next buttons, and the loading, error and empty states, never a blank area.
import { EarlyButton } from '@/shared/components/early-button'
import type { UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue, type ReactNode } from 'react'
import { QueryError, QueryLoading } from '@/shared/components/query-state'
import type { NearSection } from '@/features/catalog/hooks/use-near-viewport'
import { useScrollRow } from '@/features/catalog/hooks/use-scroll-row'
import type { BookCardData } from '@/features/catalog/components/book-card'
import { BookCarousel } from './book-carousel'
import { ChevronLeftIcon, ChevronRightIcon } from './control-icons'

/** How many books a home carousel shows. */
export const CAROUSEL_BOOK_LIMIT = 12

export type CarouselState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; books: readonly BookCardData[] }

/** What the section says when its books fail, are none, or are on their way. */
interface CarouselMessages {
  error: string
  /** 'No books here yet.' unless given. */
  empty?: string
  /** 'Loading...' unless given. */
  loading?: string
}

interface CarouselSectionProps {
  /** The caller's useNearSection: its books are asked for once it comes near; its id is the section's anchor, and
   * its heading's id derives from it. */
  section: NearSection
  title: string
  state: CarouselState
  messages: CarouselMessages
  /** Before the heading, e.g. the author's portrait. */
  figure?: ReactNode
  /** Right of the heading: a filter, a link. */
  actions?: ReactNode
}

const navButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-stone-300 bg-white text-ink shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700 disabled:opacity-40 disabled:hover:border-stone-300 disabled:hover:text-ink'

// Cards are as tall as their cover (w-28, 2:3) plus padding: the states keep that height so nothing jumps.
/** One of the row's two arrows: named for a screen reader, off at its end of the row. */
function SlideButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string
  disabled: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <EarlyButton
      early="carousel-nav"
      aria-label={label}
      className={navButton}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </EarlyButton>
  )
}

const BODY_MIN_HEIGHT = 'min-h-56'

export function CarouselSection({
  section: { id, ref: sectionRef },
  title,
  state: currentState,
  messages: {
    error: errorMessage,
    empty: emptyMessage = 'No books here yet.',
    loading: loadingMessage = 'Loading...',
  },
  figure,
  actions,
}: CarouselSectionProps) {
  // Twelve cards are a long render: React builds them in the background, in slices that leave the
  // page responsive (a transition), while the section keeps showing its previous state.
  const state = useDeferredValue(currentState)
  const row = useScrollRow()
  const headingId = `${id}-title`
  const hasBooks = state.status === 'success' && state.books.length > 0

  return (
    <section ref={sectionRef} id={id} aria-labelledby={headingId} tabIndex={-1} className="rounded-3xl">
      {/* Narrow screens: heading and arrows share the first row, the actions take the second. */}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex min-h-10 min-w-0 flex-1 items-center gap-3">
          {figure}
          <h2 id={headingId} className="font-display text-2xl font-bold text-brand-800 sm:text-3xl">
            {title}
          </h2>
        </div>
        {actions ? (
          <div className="order-last flex w-full flex-wrap items-center gap-x-5 gap-y-3 sm:order-none sm:w-auto">
            {actions}
          </div>
        ) : null}
        {hasBooks && !row.fits ? (
          <div className="flex gap-2">
            <SlideButton label="Previous slide" disabled={row.atStart} onClick={row.previous}>
              <ChevronLeftIcon />
            </SlideButton>
            <SlideButton label="Next slide" disabled={row.atEnd} onClick={row.next}>
              <ChevronRightIcon />
            </SlideButton>
          </div>
        ) : null}
      </div>
      <div className={`mt-5 ${BODY_MIN_HEIGHT}`}>
        {state.status === 'pending' ? (
          <QueryLoading>{loadingMessage}</QueryLoading>
        ) : state.status === 'error' ? (
          <QueryError message={errorMessage} onRetry={state.retry} />
        ) : state.books.length === 0 ? (
          <p className="py-10 text-center text-stone-600">{emptyMessage}</p>
        ) : (
          <BookCarousel books={state.books} rowRef={row.ref} />
        )}
      </div>
    </section>
  )
}

/** A book list query as the section's state. */
export const carouselState = (query: UseQueryResult<readonly BookCardData[]>): CarouselState =>
  query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error', retry: () => void query.refetch() }
      : { status: 'success', books: query.data }
