// A shelf's filters and order read from the page's URL and written back to it (shelf-filters.ts): a choice (a select,
// the checkbox, Clear filters) adds a history entry, so Back undoes it; typed prices replace the entry they refine.
// Either way the page keeps its scroll position (scroll-manager.tsx).
import type { BookSort } from '@bookstore/contract/schemas/book'
import { useSearchParams } from 'react-router'
import { readShelfFilters, writeShelfFilters, type ShelfFilters } from '@/features/catalog/shelf-filters'

/** Set on a navigation that only changes a shelf's filters: the page stays where the shopper is. */
export const KEEP_SCROLL = { keepScroll: true } as const

export interface SetFiltersOptions {
  /** Replace the current history entry instead of adding one (prices as they are typed). */
  replace?: boolean
}

export function useShelfFilters(sorts: readonly BookSort[]) {
  const [params, setParams] = useSearchParams()
  const filters = readShelfFilters(params, sorts)
  const setFilters = (changes: Partial<ShelfFilters>, { replace = false }: SetFiltersOptions = {}) =>
    setParams((current) => writeShelfFilters(current, changes), { replace, state: KEEP_SCROLL })
  return { filters, setFilters }
}
