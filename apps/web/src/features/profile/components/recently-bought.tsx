// The profile's 'Recently Bought' section: the books of the shopper's latest orders (contract's recentlyBought:
// newest first, each once, at most 10), read one by one, in a carousel with its own previous/next buttons.
import { lazy, Suspense, useState } from 'react'
import { LineIcon } from '@/shared/components/icons'
import { useBooks } from '@/features/profile/api/get-books'

// Swiper arrives in its own chunk, fetched while the books load.
const RecentlyBoughtCarousel = lazy(() =>
  import('./recently-bought-carousel').then((m) => ({ default: m.RecentlyBoughtCarousel })),
)

const navButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-stone-300 bg-white text-ink shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700 disabled:opacity-40 disabled:hover:border-stone-300 disabled:hover:text-ink'

const Note = ({ children }: { children: string }) => (
  <p role="status" className="py-10 text-center text-stone-600">
    {children}
  </p>
)

export function RecentlyBought({ bookIds }: { bookIds: readonly string[] }) {
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null)
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null)
  const books = useBooks(bookIds)
  const hasBooks = books.status === 'done' && books.books.length > 0

  return (
    <section aria-labelledby="recently-bought-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recently-bought-title" className="font-display text-2xl font-bold text-brand-800">
          Recently Bought
        </h2>
        {hasBooks ? (
          <div className="flex gap-2">
            <button ref={setPrevEl} type="button" aria-label="Previous slide" className={navButton}>
              <LineIcon strokeWidth={2}>
                <path d="m15 18-6-6 6-6" />
              </LineIcon>
            </button>
            <button ref={setNextEl} type="button" aria-label="Next slide" className={navButton}>
              <LineIcon strokeWidth={2}>
                <path d="m9 18 6-6-6-6" />
              </LineIcon>
            </button>
          </div>
        ) : null}
      </div>
      <div className="mt-4">
        {books.status === 'pending' ? (
          <Note>Loading books...</Note>
        ) : books.books.length === 0 ? (
          <Note>No books bought yet.</Note>
        ) : (
          <Suspense fallback={<Note>Loading books...</Note>}>
            <RecentlyBoughtCarousel books={books.books} prevEl={prevEl} nextEl={nextEl} />
          </Suspense>
        )}
      </div>
    </section>
  )
}
