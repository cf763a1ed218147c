// The filter bar reads the shelf's filters from the URL and writes them back: a choice adds a history entry (Back
// undoes it), typed prices replace the entry a moment after typing stops (at once on Enter), a price the rule refuses
// is said beside its field and not applied while the other field's still is, and Clear filters keeps the order and the
// search text.
import type { BookSort } from '@bookstore/contract/schemas/book'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '@/testing/render-screen'
import { useShelfFilters } from '@/features/catalog/hooks/use-shelf-filters'
import { SEARCH_SORTS, SHELF_SORTS } from '@/features/catalog/shelf-filters'
import { FilterBar } from './filter-bar'
import { PRICE_DEBOUNCE_MS } from './price-range'

function Bar({ sorts, withCategory }: { sorts: readonly BookSort[]; withCategory?: boolean }) {
  const { filters, setFilters } = useShelfFilters(sorts)
  return <FilterBar filters={filters} sorts={sorts} withCategory={withCategory} onChange={setFilters} />
}

const renderBar = (search = '', { sorts = SHELF_SORTS, withCategory = false } = {}) =>
  renderScreen(<Bar sorts={sorts} withCategory={withCategory} />, {
    route: '/categories/:genre',
    path: `/categories/fantasy${search}`,
  }).router

const minPrice = () => screen.getByLabelText('Min price') as HTMLInputElement
const maxPrice = () => screen.getByLabelText('Max price') as HTMLInputElement
const inStock = () => screen.getByRole('checkbox', { name: 'In stock only' }) as HTMLInputElement
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

describe('FilterBar', () => {
  it('shows the filters of the URL', () => {
    renderBar('?minPrice=5&maxPrice=20&inStock=true&sort=price-desc')
    expect(minPrice().value).toBe('5')
    expect(maxPrice().value).toBe('20')
    expect(inStock().checked).toBe(true)
    expect(sortBy().value).toBe('price-desc')
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull()
  })

  it('adds a history entry for each choice, which Back undoes', async () => {
    const router = renderBar()
    expect(sortBy().value).toBe('newest')
    expect([...sortBy().options].map((o) => o.text)).toEqual([
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Title: A to Z',
      'Bestselling',
    ])
    fireEvent.change(sortBy(), { target: { value: 'price-asc' } })
    expect(router.state.location.search).toBe('?sort=price-asc')
    expect(router.state.historyAction).toBe('PUSH')
    fireEvent.click(inStock())
    expect(router.state.location.search).toBe('?sort=price-asc&inStock=true')
    // The default order leaves the URL.
    fireEvent.change(sortBy(), { target: { value: 'newest' } })
    expect(router.state.location.search).toBe('?inStock=true')

    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?sort=price-asc&inStock=true')
    expect(sortBy().value).toBe('price-asc')
    await act(() => router.navigate(-1))
    expect(inStock().checked).toBe(false)
  })

  it('applies typed prices once typing pauses, replacing the history entry, and at once on Enter', async () => {
    const router = renderBar('?sort=title')
    fireEvent.change(minPrice(), { target: { value: '5' } })
    fireEvent.change(minPrice(), { target: { value: '5.5' } })
    // Not applied while typing: checked at once, as a pause here could outlast the debounce on a busy machine.
    expect(router.state.location.search).toBe('?sort=title')
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&minPrice=5.5'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(minPrice().value).toBe('5.5')

    fireEvent.change(maxPrice(), { target: { value: '12' } })
    fireEvent.keyDown(maxPrice(), { key: 'Enter' })
    expect(router.state.location.search).toBe('?sort=title&minPrice=5.5&maxPrice=12')

    // An emptied field takes its bound away.
    fireEvent.change(minPrice(), { target: { value: '' } })
    fireEvent.keyDown(minPrice(), { key: 'Enter' })
    expect(router.state.location.search).toBe('?sort=title&maxPrice=12')
  })

  it('says what is wrong with a price beside it, keeping it, and still applies the other field', async () => {
    const router = renderBar()
    fireEvent.change(minPrice(), { target: { value: 'abc' } })
    expect(minPrice().getAttribute('aria-invalid')).toBe('true')
    const describedBy = minPrice().getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Min price must be a price in dollars, like 12.50 or 12,50',
    )
    // The valid max applies although the min is refused (issue 37 item 7), and the refused text stays as typed.
    fireEvent.change(maxPrice(), { target: { value: '12,50' } })
    expect(maxPrice().getAttribute('aria-invalid')).toBe('false')
    await waitFor(() => expect(router.state.location.search).toBe('?maxPrice=12.5'))
    expect(minPrice().value).toBe('abc')
    expect(maxPrice().value).toBe('12,50')
    expect(minPrice().getAttribute('aria-invalid')).toBe('true')

    // A max below the min is the max's refusal: the min applies, the max sets no bound.
    fireEvent.change(minPrice(), { target: { value: '30' } })
    fireEvent.change(maxPrice(), { target: { value: '10' } })
    expect(screen.getByText('The max price must not be below the min price.')).toBeTruthy()
    expect(maxPrice().getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=30'))
    expect(maxPrice().value).toBe('10')
    await pause(PRICE_DEBOUNCE_MS + 100)
    expect(router.state.location.search).toBe('?minPrice=30')
  })

  it('clears the filters, keeping the order and the search text; the fields follow the URL', async () => {
    const router = renderBar('?q=dune&sort=title&minPrice=5&inStock=true')
    // A refused max, which sets no bound, is cleared as well.
    fireEvent.change(maxPrice(), { target: { value: '1..5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('?q=dune&sort=title')
    expect(minPrice().value).toBe('')
    expect(maxPrice().value).toBe('')
    expect(inStock().checked).toBe(false)
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    await act(() => router.navigate(-1))
    expect(minPrice().value).toBe('5')
  })

  it('offers the categories and best match on the search page', () => {
    const router = renderBar('?q=dune', { sorts: SEARCH_SORTS, withCategory: true })
    const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement
    expect([...category.options].map((o) => o.text)).toEqual([
      'All categories',
      'Fantasy',
      'Science Fiction',
      'Superhero',
      'Mystery',
      'Dystopian Fantasy',
      'Thriller',
      'Horror',
    ])
    expect(sortBy().value).toBe('relevance')
    expect(sortBy().options[0]?.text).toBe('Best match')
    fireEvent.change(category, { target: { value: 'mystery' } })
    expect(router.state.location.search).toBe('?q=dune&category=mystery')
    fireEvent.change(category, { target: { value: '' } })
    expect(router.state.location.search).toBe('?q=dune')
  })
})
