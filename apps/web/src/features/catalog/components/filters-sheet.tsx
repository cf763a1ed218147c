// The search page's filters and order on a phone (issue 27 item 1), where the results come first: a 'Filters' button
// saying how many filters are set ('Filters (2)') opens the same filter bar (filter-bar.tsx) in a bottom sheet, a
// modal <dialog> named by its heading, with the focus on its close button. Choices apply as they are made, as the
// bar's do, so the results behind the sheet change at once; 'Show N results', the close button, Escape or a tap on
// the backdrop closes it, and the focus goes back to the button. The sheet stays mounted while closed (hidden, as a
// closed dialog is), so a price typed just before closing still applies once typing pauses. The Filters button pressed
// before the app started opens the sheet when it starts (use-early-input).
import type { BookSort } from '@bookstore/contract/schemas/book'
import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { Button } from '@/shared/components/button'
import { CloseIcon, SlidersIcon } from '@/shared/components/icons'
import { useEarlyInput } from '@/shared/use-early-input'
import type { SetFiltersOptions } from '@/features/catalog/hooks/use-shelf-filters'
import type { ShelfFilters } from '@/features/catalog/shelf-filters'
import { FilterBar } from './filter-bar'

/**
 * How many filters are set, as the Filters button counts them: the category, the price range (one filter, with either
 * bound or both) and in stock only. The order is not counted: it narrows nothing (as `isFiltered` and Clear filters
 * have it), and 'Filters (1)' after choosing an order would say that books are left out.
 */
export function countFilters(filters: ShelfFilters): number {
  const set = [
    filters.category !== undefined,
    filters.minPrice !== undefined || filters.maxPrice !== undefined,
    filters.inStock,
  ]
  return set.filter(Boolean).length
}

interface FiltersSheetProps {
  filters: ShelfFilters
  /** The orders offered, the default first. */
  sorts: readonly BookSort[]
  withCategory?: boolean
  onChange: (changes: Partial<ShelfFilters>, options?: SetFiltersOptions) => void
  /** What the button that closes the sheet says: how many books the filters leave. */
  doneLabel: string
  /** On the Filters button (e.g. hidden where the bar shows instead). */
  className?: string
}

export function FiltersSheet({
  filters,
  sorts,
  withCategory,
  onChange,
  doneLabel,
  className = '',
}: FiltersSheetProps) {
  const titleId = useId()
  const openerRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const count = countFilters(filters)
  const earlyOpener = useEarlyInput<HTMLButtonElement>('filters-sheet', undefined, openerRef)

  const open = () => {
    dialogRef.current?.showModal()
    closeRef.current?.focus()
  }
  const close = () => {
    dialogRef.current?.close()
    openerRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    // Closed here rather than by the dialog's own cancel, so the focus goes back the same way as with the buttons.
    event.preventDefault()
    close()
  }
  // The backdrop is the dialog itself; its content fills it.
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) close()
  }

  return (
    <>
      <button
        {...earlyOpener}
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        className={`inline-flex shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700 ${className}`}
      >
        <SlidersIcon className="size-4" />
        {count === 0 ? 'Filters' : `Filters (${count})`}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-modal="true"
        onKeyDown={onKeyDown}
        onClick={onBackdrop}
        // Another way of closing it (a phone's Back gesture) gives the focus back too.
        onClose={() => openerRef.current?.focus()}
        className="mt-auto mb-0 max-h-[85dvh] w-full max-w-none overflow-hidden rounded-t-2xl border-0 bg-paper p-0 text-ink shadow-xl backdrop:bg-stone-900/50"
      >
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-4 py-3">
            <h2 id={titleId} className="font-display text-xl font-bold text-brand-800">
              Filters
            </h2>
            <button
              ref={closeRef}
              type="button"
              aria-label="Close filters"
              onClick={close}
              className="-mr-2 rounded-full p-2 text-stone-700 hover:bg-brand-50"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="min-h-0 overflow-y-auto px-4 py-5">
            <FilterBar
              filters={filters}
              sorts={sorts}
              withCategory={withCategory}
              onChange={onChange}
              layout="sheet"
            />
          </div>
          <div className="border-t border-stone-200 px-4 py-3">
            <Button onClick={close} className="w-full">
              {doneLabel}
            </Button>
          </div>
        </div>
      </dialog>
    </>
  )
}
