// The home page's popular categories (spec §1): one tile per shopper category, linking to its page and showing
// a fan of its newest covers (the same list the carousels ask for, so often already cached).
import { SHOPPER_CATEGORIES, type CategoryEntry } from '@bookstore/contract/categories'
import { Link } from 'react-router'
import { CoverImage } from '@/shared/components/cover-image'
import { paths } from '@/shared/paths'
import { useBooks } from '@/features/catalog/api/get-books'
import { useNearViewport } from '@/features/catalog/hooks/use-near-viewport'
import { CAROUSEL_BOOK_LIMIT } from './carousel-section'

// Left, middle (on top) and right cover of the fan; the first book takes the middle.
const FAN = ['z-10', '-translate-x-8 -rotate-8', 'translate-x-8 rotate-8'] as const

function CategoryTile({ category, near }: { category: CategoryEntry; near: boolean }) {
  // Only pictures hang on this: without them the tile is still a working link.
  const { data: books } = useBooks({ category: category.link, limit: CAROUSEL_BOOK_LIMIT }, { enabled: near })
  const covers = books?.slice(0, FAN.length) ?? []
  return (
    <li>
      <Link
        to={paths.category.href(category.link)}
        className="group flex h-full flex-col items-center overflow-hidden rounded-2xl bg-linear-to-b from-brand-50 to-white p-4 shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md hover:ring-brand-200"
      >
        <span aria-hidden="true" className="relative flex h-32 w-full items-center justify-center">
          {covers.length === 0 ? (
            <span className="h-28 w-[4.7rem] rounded-md bg-stone-200" />
          ) : (
            covers.map((book, i) => (
              <CoverImage
                key={book._id}
                book={book}
                alt=""
                // 7rem tall at 2:3.
                sizes="4.7rem"
                className={`absolute h-28 w-auto rounded-md shadow-md transition-transform group-hover:-translate-y-1 motion-reduce:transition-none ${FAN[i]}`}
              />
            ))
          )}
        </span>
        <span className="mt-4 text-center font-display text-lg leading-tight font-semibold text-ink group-hover:text-brand-700">
          {category.name}
        </span>
      </Link>
    </li>
  )
}

export function PopularCategories() {
  // The covers are asked for once the grid comes near; the tiles are links from the start.
  const [sectionRef, near] = useNearViewport<HTMLElement>()
  return (
    <section ref={sectionRef} aria-labelledby="popular-categories-title">
      <h2
        id="popular-categories-title"
        className="font-display text-2xl font-bold text-brand-800 sm:text-3xl"
      >
        Popular Categories
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {SHOPPER_CATEGORIES.map((category) => (
          <CategoryTile key={category.link} category={category} near={near} />
        ))}
      </ul>
    </section>
  )
}
