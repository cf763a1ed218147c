// The home page's collection carousel (spec §1, §3): the newest books, or one genre's chosen in the filter
// ('Choose a genre' = all); the server filters, so each choice is its own request. A genre chosen before the app
// started is applied when it starts (use-early-input).
import { ALL_BOOKS_SLUG, SHOPPER_CATEGORIES } from '@bookstore/contract/categories'
import { useId, useState } from 'react'
import { useEarlyInput } from '@/shared/use-early-input'
import { useBooks } from '@/features/catalog/api/get-books'
import { useNearSection } from '@/features/catalog/hooks/use-near-viewport'
import { CAROUSEL_BOOK_LIMIT, CarouselSection, carouselState } from './carousel-section'
import { SeeAllLink } from './see-all-link'

const NO_GENRE = ''

export function CollectionCarousel({ id }: { id: string }) {
  const [genre, setGenre] = useState(NO_GENRE)
  const selectId = useId()
  const early = useEarlyInput<HTMLSelectElement>('collection-genre', (select) => setGenre(select.value))
  const section = useNearSection(id)
  const books = useBooks(
    genre === NO_GENRE ? { limit: CAROUSEL_BOOK_LIMIT } : { category: genre, limit: CAROUSEL_BOOK_LIMIT },
    { enabled: section.near },
  )
  const genreName = SHOPPER_CATEGORIES.find((c) => c.link === genre)?.name

  const filter = (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-stone-700">
        Genre
      </label>
      <select
        {...early}
        id={selectId}
        value={genre}
        onChange={(event) => setGenre(event.target.value)}
        className="rounded-full border border-stone-300 bg-white py-2 pr-8 pl-4 text-sm text-ink shadow-sm hover:border-brand-500"
      >
        <option value={NO_GENRE}>Choose a genre</option>
        {SHOPPER_CATEGORIES.map((c) => (
          <option key={c.link} value={c.link}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <CarouselSection
      section={section}
      title="Our Collection"
      state={carouselState(books)}
      messages={{ error: 'The collection could not be loaded.' }}
      actions={
        <>
          {filter}
          <SeeAllLink category={genre || ALL_BOOKS_SLUG} name={genreName ?? 'the'} />
        </>
      }
    />
  )
}
