// Search results (issue 16), at /search?q=…: the search text and how many books match (X-Total-Count), the filters and
// order in the URL beside it (filter-bar.tsx), and the shelves' paged grid; when nothing matches, "Did you mean" and
// bestselling books (search-no-results.tsx). A search answered through corrections (issue 27) says 'Showing results
// for …' with a link to the search as typed (exact=true), which widens no word and so corrects none. On a phone
// (below md, issue 27) the results come first: the search text stays editable in a search box of the page's own (the
// header's shows it from md), and the filters and order open in a sheet from a 'Filters' button (filters-sheet.tsx).
import { Link, useSearchParams } from 'react-router'
import { PAGE_TITLES } from '@/shared/page-titles'
import { usePageTitle } from '@/shared/use-page-title'
import { useBookShelf } from '@/features/catalog/api/get-book-shelf'
import { exactSearchHref, isExactSearch } from '@/features/catalog/exact-search-href'
import { useShelfFilters } from '@/features/catalog/hooks/use-shelf-filters'
import { filterParams, isFiltered, SEARCH_SORTS } from '@/features/catalog/shelf-filters'
import { FilterBar } from './filter-bar'
import { FiltersSheet } from './filters-sheet'
import { SearchBox } from './search-box'
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
        <div className="mt-4 md:hidden">
          <SearchBox />
        </div>
      </section>
    )
  }
  return (
    <section>
      <header className="mb-6 border-b border-stone-200 pb-6 md:mb-8 md:pb-8">
        <div className="mb-4 md:hidden">
          <SearchBox />
        </div>
        <h1 className="font-display text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">
          Results for “{q}”
        </h1>
        <div className="mt-2 flex items-center justify-between gap-4">
          {/* Read out as filters change the count. */}
          <p aria-live="polite" className="text-stone-600">
            {typeof total === 'number' ? results(total) : '\u00a0'}
          </p>
          <FiltersSheet
            filters={filters}
            sorts={SEARCH_SORTS}
            withCategory
            onChange={setFilters}
            doneLabel={typeof total === 'number' ? `Show ${results(total)}` : 'Show results'}
            className="md:hidden"
          />
        </div>
        {corrected !== undefined && <Correction q={q} corrected={corrected} />}
      </header>
      <div className="hidden md:block">
        <FilterBar filters={filters} sorts={SEARCH_SORTS} withCategory onChange={setFilters} />
      </div>
      <ShelfResults shelf={shelf} empty={<SearchNoResults q={q} filtered={isFiltered(filters)} />} />
    </section>
  )
}
