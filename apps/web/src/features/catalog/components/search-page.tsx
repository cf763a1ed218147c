// Search results (issue 16), at /search?q=…: the search text and how many books match (X-Total-Count), the filters and
// order in the URL beside it (filter-bar.tsx), and the shelves' paged grid; when nothing matches, "Did you mean" and
// bestselling books (search-no-results.tsx). A search answered through corrections (issue 27) says 'Showing results
// for …' with a link to the search as typed (exact=true), which widens no word and so corrects none.
import { Link, useSearchParams } from 'react-router'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { useBookShelf } from '@/features/catalog/api/get-book-shelf'
import { exactSearchHref, isExactSearch } from '@/features/catalog/exact-search-href'
import { useShelfFilters } from '@/features/catalog/hooks/use-shelf-filters'
import { filterParams, isFiltered, SEARCH_SORTS } from '@/features/catalog/shelf-filters'
import { FilterBar } from './filter-bar'
import { SearchNoResults } from './search-no-results'
import { ShelfResults, shelfTotal } from './shelf-results'

const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`

/** The text the results were answered for, and the way back to the text as typed. */
function Correction({ q, corrected }: { q: string; corrected: string }) {
  return (
    <div className="mt-3 space-y-1">
      <p className="text-lg text-stone-700">
        Showing results for <strong className="font-semibold text-ink">{corrected}</strong>
      </p>
      <p className="text-stone-600">
        <Link
          to={exactSearchHref(q)}
          className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          Search instead for {q}
        </Link>
      </p>
    </div>
  )
}

export function SearchPage() {
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  const exact = isExactSearch(params)
  const { filters, setFilters } = useShelfFilters(SEARCH_SORTS)
  const shelf = useBookShelf(
    { q, ...(exact ? { exact } : {}), ...filterParams(filters) },
    { enabled: q !== '' },
  )
  usePageTitle(q ? `Search results for “${q}”` : PAGE_TITLES.search)
  const total = shelfTotal(shelf)
  // Said only beside books: a corrected search that found none shows the no-results view alone.
  const [first] = shelf.data?.pages ?? []
  const corrected = !exact && first && first.items.length > 0 ? first.corrected : undefined

  if (q === '') {
    return (
      <section>
        <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">Search</h1>
        <p className="mt-4 text-stone-600">Type a title, an author or a publisher in the search box.</p>
      </section>
    )
  }
  return (
    <section>
      <header className="mb-8 border-b border-stone-200 pb-8">
        <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
          Results for “{q}”
        </h1>
        {/* Read out as filters change the count. */}
        <p aria-live="polite" className="mt-2 text-stone-600">
          {typeof total === 'number' ? results(total) : '\u00a0'}
        </p>
        {corrected !== undefined && <Correction q={q} corrected={corrected} />}
      </header>
      <FilterBar filters={filters} sorts={SEARCH_SORTS} withCategory onChange={setFilters} />
      <ShelfResults shelf={shelf} empty={<SearchNoResults q={q} filtered={isFiltered(filters)} />} />
    </section>
  )
}
