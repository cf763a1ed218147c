// A row of books on the home page (spec §9): 1, 2 or 3 slides per view by the contract's breakpoints, moved one
// book at a time by the section's previous/next buttons (useScrollRow), or by swiping, scrolling and the arrow keys.
// The browser does the work: a horizontal scroll container with scroll snapping and no carousel library, so the
// home page ships and runs no extra script for it (a first visit's speed budget, issue 3).
import { BookCard, type BookCardData } from '@/features/catalog/components/book-card'

/**
 * Slide widths for CAROUSEL_BREAKPOINTS ({0: 1, 768: 2, 1024: 2, 1180: 3}) with gap-6 (1.5rem) between slides.
 * (`carousel:` is the 1180px breakpoint of index.css.) Tailwind reads class names from the source, so they are
 * written out here; book-carousel.test.tsx checks them against the contract.
 */
export const SLIDE_WIDTHS = 'w-full md:w-[calc((100%-1.5rem)/2)] carousel:w-[calc((100%-3rem)/3)]'

export interface BookCarouselProps {
  books: readonly BookCardData[]
  /** The section's useScrollRow ref. */
  rowRef: (node: HTMLElement | null) => void
}

export function BookCarousel({ books, rowRef }: BookCarouselProps) {
  return (
    <div
      ref={rowRef}
      // Positioned, so that it clips the cards' positioned parts too; padding leaves room for their ring and shadow.
      className="relative flex snap-x snap-mandatory scroll-px-1 gap-6 overflow-x-auto overscroll-x-contain px-1 py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {books.map((book, i) => (
        // Slides stretch to the tallest card, so a row's cards line up.
        <div
          key={book._id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${books.length}`}
          className={`flex shrink-0 snap-start ${SLIDE_WIDTHS}`}
        >
          <div className="w-full">
            <BookCard book={book} variant="carousel" />
          </div>
        </div>
      ))}
    </div>
  )
}
