// The phone's filters sheet (issue 27 item 1): its button counts the filters set (the price range once, the order
// never); it opens a modal dialog named Filters with the focus inside, whose choices apply at once; Show results, the
// close button and Escape close it and give the focus back to the button.
import type { BookSort } from '@bookstore/contract/schemas/book'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderScreen } from '@/testing/render-screen'
import { useShelfFilters } from '@/features/catalog/hooks/use-shelf-filters'
import { SEARCH_SORTS } from '@/features/catalog/shelf-filters'
import { countFilters, FiltersSheet } from './filters-sheet'

function Sheet({ sorts }: { sorts: readonly BookSort[] }) {
  const { filters, setFilters } = useShelfFilters(sorts)
  return (
    <FiltersSheet
      filters={filters}
      sorts={sorts}
      withCategory
      onChange={setFilters}
      doneLabel="Show 7 results"
    />
  )
}

const renderSheet = (search = '') =>
  renderScreen(<Sheet sorts={SEARCH_SORTS} />, { route: '/search', path: `/search?q=dune${search}` }).router

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ })
const sheet = () => screen.getByRole('dialog', { name: 'Filters' })

// jsdom has <dialog> but neither showModal nor close: they only set `open` here, which shows or hides it.
const { showModal, close } = HTMLDialogElement.prototype
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false
  }
})
afterEach(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close })
})

describe('countFilters', () => {
  it('counts the category, the price range once and in stock only, never the order', () => {
    expect(countFilters({ inStock: false, sort: 'price-asc' })).toBe(0)
    expect(countFilters({ inStock: false, minPrice: 5 })).toBe(1)
    expect(countFilters({ inStock: false, minPrice: 5, maxPrice: 20 })).toBe(1)
    expect(countFilters({ inStock: true, category: 'horror', maxPrice: 20, sort: 'title' })).toBe(3)
  })
})

describe('FiltersSheet', () => {
  it('says how many filters the URL sets, the order aside', () => {
    renderSheet('&category=horror&minPrice=5&maxPrice=20&sort=price-asc')
    expect(filtersButton().textContent).toBe('Filters (2)')
    expect(filtersButton().getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('says Filters alone with none set, and is closed', () => {
    renderSheet('&sort=title')
    expect(filtersButton().textContent).toBe('Filters')
    expect(screen.queryByRole('dialog')).toBeNull()
    // The closed sheet's fields are hidden with it.
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull()
  })

  it('opens a modal sheet with the focus inside, applies a choice at once and counts it, and Show results closes it', () => {
    const router = renderSheet()
    fireEvent.click(filtersButton())
    expect(sheet().getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(within(sheet()).getByRole('button', { name: 'Close filters' }))
    expect((within(sheet()).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      'relevance',
    )

    fireEvent.change(within(sheet()).getByRole('combobox', { name: 'Category' }), {
      target: { value: 'mystery' },
    })
    expect(router.state.location.search).toBe('?q=dune&category=mystery')
    fireEvent.click(within(sheet()).getByRole('checkbox', { name: 'In stock only' }))
    expect(router.state.location.search).toBe('?q=dune&category=mystery&inStock=true')
    // Behind the sheet the button already counts them; the sheet stays open for more.
    expect(filtersButton().textContent).toBe('Filters (2)')
    expect(sheet()).toBeTruthy()

    fireEvent.click(within(sheet()).getByRole('button', { name: 'Show 7 results' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(filtersButton())
  })

  it('closes on Escape and with its close button, the focus back on the Filters button', () => {
    renderSheet('&inStock=true')
    fireEvent.click(filtersButton())
    const inStock = within(sheet()).getByRole('checkbox', { name: 'In stock only' })
    inStock.focus()
    fireEvent.keyDown(inStock, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(filtersButton())

    fireEvent.click(filtersButton())
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Close filters' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(filtersButton())
  })

  it('clears the filters from inside the sheet, keeping the order', () => {
    const router = renderSheet('&category=horror&maxPrice=20&sort=title')
    fireEvent.click(filtersButton())
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('?q=dune&sort=title')
    expect(filtersButton().textContent).toBe('Filters')
  })
})
