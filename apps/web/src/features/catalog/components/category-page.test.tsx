// The category and all-books pages page through a shelf of any size (issue 15): the first SHELF_PAGE_SIZE books and
// how many the shelf holds at once, the next page with 'Load more' (focus on the first new book, the arrival read
// out) or when the shopper scrolls near the end, and no button once every book is shown.
import { SHELF_PAGE_SIZE } from '@bookstore/contract/schemas/book'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { shelfBooks, serveBookPages } from '@/testing/book-pages'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { AUTO_LOADED_BOOKS } from './book-shelf'
import { CategoryPage } from './category-page'

const SHELF = shelfBooks(58)

const renderShelf = (genre = 'fantasy') =>
  renderScreen(<CategoryPage />, { route: '/categories/:genre', path: `/categories/${genre}` })

const shownTitles = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)
const loadMore = () => screen.getByRole('button', { name: 'Load more' })
const bookRequests = (requests: ReturnType<typeof stubFetch>) =>
  requests.filter((r) => r.path === '/api/books/').map((r) => r.query)

describe('CategoryPage', () => {
  it('shows the first page of the shelf and how many books it holds', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => SHELF) })
    renderShelf()
    await screen.findByText('58 books on this shelf')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('fantasy')
    expect(document.title).toBe('fantasy | Bookstore')
    expect(shownTitles()).toEqual(SHELF.slice(0, SHELF_PAGE_SIZE).map((b) => b.title))
    expect(screen.getByText('Showing 24 of 58')).toBeTruthy()
    expect(loadMore()).toBeTruthy()
    expect(bookRequests(requests)).toEqual([{ category: 'fantasy', limit: '24', offset: '0' }])
    // The first row's covers load at once (the first thing a shopper sees); the rest wait until scrolled near.
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'))
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'eager'])
    expect(new Set(loading.slice(3))).toEqual(new Set(['lazy']))
  })

  it('loads the next page with Load more, appends it, moves focus to its first book and says so', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => SHELF) })
    renderShelf('none')
    await screen.findByText('Showing 24 of 58')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Entire Collection')
    fireEvent.click(loadMore())
    await screen.findByText('Showing 48 of 58')
    expect(shownTitles()).toEqual(SHELF.slice(0, 48).map((b) => b.title))
    expect(bookRequests(requests)).toEqual([
      { category: 'none', limit: '24', offset: '0' },
      { category: 'none', limit: '24', offset: '24' },
    ])
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getAllByRole('listitem')[24] as HTMLElement).getByRole('link'),
      ),
    )
    expect(screen.getByText('24 more books loaded. Showing 48 of 58.').getAttribute('role')).toBe('status')
    // Covers past the first row wait for the viewport, on later pages too.
    const later = screen.getAllByRole('img').slice(24)
    expect(new Set(later.map((img) => img.getAttribute('loading')))).toEqual(new Set(['lazy']))
  })

  it('takes the button away once every book is shown', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => SHELF) })
    renderShelf()
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await screen.findByText('Showing 48 of 58')
    fireEvent.click(loadMore())
    await screen.findByText('Showing 58 of 58')
    expect(shownTitles()).toEqual(SHELF.map((b) => b.title))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getByText('10 more books loaded. Showing 58 of 58.')).toBeTruthy()
    expect(bookRequests(requests).map((q) => q?.offset)).toEqual(['0', '24', '48'])
  })

  it('loads the next pages as the end of the shelf comes near', async () => {
    // An observer that finds its element near at once, as on a screen that shows the end of the shelf.
    const observe = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          observe()
          queueMicrotask(() => this.report([{ isIntersecting: true }]))
        }
        disconnect() {}
      },
    )
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => SHELF) })
    renderShelf()
    await waitFor(() => expect(bookRequests(requests).length).toBe(3), { timeout: 3000 })
    await screen.findByText('Showing 58 of 58')
    expect(bookRequests(requests).map((q) => q?.offset)).toEqual(['0', '24', '48'])
    // Once after each page that had more to come; none after the last.
    expect(observe).toHaveBeenCalledTimes(2)
  })

  it('stops loading by itself after AUTO_LOADED_BOOKS, so the footer can be reached; Load more goes on', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          queueMicrotask(() => this.report([{ isIntersecting: true }]))
        }
        disconnect() {}
      },
    )
    const big = shelfBooks(300)
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => big) })
    renderShelf()
    await screen.findByText(`Showing ${AUTO_LOADED_BOOKS} of 300`, undefined, { timeout: 5000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(bookRequests(requests)).toHaveLength(AUTO_LOADED_BOOKS / SHELF_PAGE_SIZE)
    fireEvent.click(loadMore())
    await screen.findByText(`Showing ${AUTO_LOADED_BOOKS + SHELF_PAGE_SIZE} of 300`)
  })

  it('shows a shelf of one page without count line or button', async () => {
    stubFetch({ 'GET /api/books/': serveBookPages(() => SHELF.slice(0, 3)) })
    renderShelf()
    await screen.findByText('3 books on this shelf')
    expect(screen.getAllByRole('listitem').length).toBe(3)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.queryByText(/^Showing/)).toBeNull()
  })

  it('says when the next page cannot be loaded, and Load more tries again', async () => {
    let failing = false
    const pages = serveBookPages(() => SHELF)
    stubFetch({
      'GET /api/books/': (body, request) =>
        failing ? { status: 500, body: { error: 'internal', message: 'x' } } : pages(body, request),
    })
    renderShelf()
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await screen.findByText('Showing 48 of 58')
    failing = true
    fireEvent.click(loadMore())
    expect((await screen.findByRole('alert')).textContent).toBe('More books could not be loaded.')
    expect(screen.getAllByRole('listitem').length).toBe(48)
    failing = false
    fireEvent.click(loadMore())
    await screen.findByText('Showing 58 of 58')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('narrows and orders the shelf by the filters in the URL, and says how many books match', async () => {
    const priced = SHELF.slice(0, 6).map((book, i) => ({ ...book, newPrice: 5 + i * 4, stock: i % 2 }))
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => priced) })
    renderScreen(<CategoryPage />, {
      route: '/categories/:genre',
      path: '/categories/fantasy?maxPrice=20&inStock=true&sort=price-desc',
    })
    await screen.findByText('2 books on this shelf match the filters')
    // Prices 9 and 17 are in stock and at most 20; dearest first.
    expect(shownTitles()).toEqual(['Shelf book 4', 'Shelf book 2'])
    expect(bookRequests(requests)).toEqual([
      { category: 'fantasy', maxPrice: '20', inStock: 'true', sort: 'price-desc', limit: '24', offset: '0' },
    ])
    expect((screen.getByLabelText('Max price') as HTMLInputElement).value).toBe('20')

    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }))
    await screen.findByText('4 books on this shelf match the filters')
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await screen.findByText('6 books on this shelf')
    expect(shownTitles()).toEqual(priced.map((b) => b.title).reverse())
  })

  it('says when no book of a stocked genre matches the filters, instead of sending the shopper to /404', async () => {
    stubFetch({ 'GET /api/books/': serveBookPages(() => SHELF) })
    renderScreen(<CategoryPage />, {
      route: '/categories/:genre',
      path: '/categories/fantasy?minPrice=100',
      others: { '/404': 'Not found screen' },
    })
    await screen.findByText('No books on this shelf match the filters.')
    expect(screen.getByText('0 books on this shelf match the filters')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Not found screen' })).toBeNull()
  })

  it('sends a genre without books to /404', async () => {
    stubFetch({ 'GET /api/books/': serveBookPages(() => SHELF) })
    renderScreen(<CategoryPage />, {
      route: '/categories/:genre',
      path: '/categories/westerns',
      others: { '/404': 'Not found screen' },
    })
    await screen.findByRole('heading', { name: 'Not found screen' })
  })
})
