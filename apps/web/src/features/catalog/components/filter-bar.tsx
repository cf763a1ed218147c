// The filters and order of a shelf (issue 16), one bar for the search page and the category and all-books pages:
// category (the search page only; a category page is its category), price range, in stock only, and the order; Clear
// filters while any filter narrows the shelf. What it shows comes from the page's URL and changes go back to it. The
// search page's phone sheet (filters-sheet.tsx) shows the same bar, laid out as a column. A choice made before the app
// started is applied when it starts (use-early-input).
import type { BookSort } from '@bookstore/contract/schemas/book'
import { useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/shared/components/button'
import { ChevronDownIcon } from '@/shared/components/icons'
import { useEarlyInput } from '@/shared/use-early-input'
import type { SetFiltersOptions } from '@/features/catalog/hooks/use-shelf-filters'
import { CLEARED, FILTER_CATEGORIES, isFiltered, type ShelfFilters } from '@/features/catalog/shelf-filters'
import { PriceRange } from './price-range'
import { ShelfField } from './shelf-field'

export const SORT_LABELS: Record<BookSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  title: 'Title: A to Z',
  bestselling: 'Bestselling',
}

interface FilterBarProps {
  filters: ShelfFilters
  /** The orders offered, the default first. */
  sorts: readonly BookSort[]
  /** Whether the shopper picks the category here (the search page). */
  withCategory?: boolean
  onChange: (changes: Partial<ShelfFilters>, options?: SetFiltersOptions) => void
  /** A bar over the shelf (the default), or a column in the phone's filters sheet. */
  layout?: 'bar' | 'sheet'
}

const LAYOUTS = {
  bar: {
    group:
      'mb-8 flex flex-wrap items-start gap-x-5 gap-y-4 rounded-2xl border border-stone-200 bg-white/70 p-4',
    order: 'flex flex-wrap items-end gap-x-5 gap-y-4 sm:ml-auto',
    // Level with the bottom of the fields beside it.
    inStock: 'self-end',
  },
  sheet: { group: 'flex flex-col gap-5', order: 'flex flex-col gap-5', inStock: '' },
}

const selectClass =
  'w-full appearance-none rounded-full border border-stone-300 bg-white py-2 pr-10 pl-4 text-sm font-medium text-ink shadow-sm transition-colors hover:border-brand-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 sm:w-52'

function SelectField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <ShelfField id={id} label={label}>
      {children(id)}
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-stone-500" />
    </ShelfField>
  )
}

export function FilterBar({
  filters,
  sorts,
  withCategory = false,
  onChange,
  layout = 'bar',
}: FilterBarProps) {
  const [defaultSort] = sorts
  // The box shows a click at once; the address (and so `filters`) follows after the navigation's transition, and
  // whatever it then says (Back, Clear filters) wins.
  const [inStock, setInStock] = useState(filters.inStock)
  const [shownFor, setShownFor] = useState(filters.inStock)
  if (shownFor !== filters.inStock) {
    setShownFor(filters.inStock)
    setInStock(filters.inStock)
  }
  // Clear filters empties the price fields too, even one whose refused text set no bound in the URL.
  const [clearings, setClearings] = useState(0)
  const categoryOf = (value: string) => ({ category: value || undefined })
  const sortOf = (value: string) => {
    const sort = sorts.find((s) => s === value)
    return { sort: sort === defaultSort ? undefined : sort }
  }
  // Choices made before the start are applied one control after another, before the URL has followed the first
  // (each change is written over the URL the bar was rendered with): they go to it together.
  const early = useRef<Partial<ShelfFilters> | null>(null)
  const applyEarly = (changes: Partial<ShelfFilters>) => {
    if (early.current) {
      Object.assign(early.current, changes)
      return
    }
    early.current = { ...changes }
    queueMicrotask(() => {
      const all = early.current ?? {}
      early.current = null
      onChange(all)
    })
  }
  const clear = () => {
    setClearings((count) => count + 1)
    onChange(CLEARED)
  }
  const earlyCategory = useEarlyInput<HTMLSelectElement>('shelf-category', (select) =>
    applyEarly(categoryOf(select.value)),
  )
  const earlyInStock = useEarlyInput<HTMLInputElement>('in-stock', (box) => {
    setInStock(box.checked)
    applyEarly({ inStock: box.checked })
  })
  const earlySort = useEarlyInput<HTMLSelectElement>('shelf-sort', (select) =>
    applyEarly(sortOf(select.value)),
  )
  const earlyClear = useEarlyInput<HTMLButtonElement>('clear-filters')
  return (
    <div role="group" aria-label="Filter and sort" className={LAYOUTS[layout].group}>
      {withCategory ? (
        <SelectField label="Category">
          {(id) => (
            <select
              {...earlyCategory}
              id={id}
              value={filters.category ?? ''}
              onChange={(event) => onChange(categoryOf(event.target.value))}
              className={selectClass}
            >
              <option value="">All categories</option>
              {FILTER_CATEGORIES.map((category) => (
                <option key={category.link} value={category.link}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </SelectField>
      ) : null}
      <PriceRange
        key={clearings}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onChange={(bounds) => onChange(bounds, { replace: true })}
        onEarlyChange={applyEarly}
      />
      <label
        className={`flex items-center gap-2 py-2 text-sm font-medium text-stone-700 ${LAYOUTS[layout].inStock}`}
      >
        <input
          {...earlyInStock}
          type="checkbox"
          checked={inStock}
          onChange={(event) => {
            setInStock(event.target.checked)
            onChange({ inStock: event.target.checked })
          }}
          className="size-4 accent-brand-700"
        />
        In stock only
      </label>
      <div className={LAYOUTS[layout].order}>
        <SelectField label="Sort by">
          {(id) => (
            <select
              {...earlySort}
              id={id}
              value={filters.sort ?? defaultSort}
              onChange={(event) => onChange(sortOf(event.target.value))}
              className={selectClass}
            >
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          )}
        </SelectField>
        {isFiltered(filters) ? (
          <Button {...earlyClear} variant="secondary" onClick={clear} className="py-2">
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  )
}
