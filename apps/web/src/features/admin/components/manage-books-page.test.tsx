// Manage Books (spec §2, §4, §8; issues 15, 17): #, Book Title, Category, Price, Stock and the row's Edit link and
// Delete button; a deletion says 'Book deleted successfully!' and the page refetches; a failure says so. The table
// pages through the catalogue (offset) and filters by title (q) and stock (low, out), all kept in the URL.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import type { Book } from '@bookstore/contract/schemas/book'
import { isLowStock } from '@bookstore/contract/stock'
import { BOOKS, DRACULA, FRANKENSTEIN } from '@/testing/admin-kit'
import { serveBookPages, shelfBooks } from '@/testing/book-pages'
import { stubFetch, type Handler, type RecordedRequest } from '@/testing/fake-fetch'
import { bodyRows, cellsOf, pagerText, queriesOf } from '@/testing/list-kit'
import { renderScreen } from '@/testing/render-screen'
import { ManageBooksPage } from './manage-books-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => vi.restoreAllMocks())

const renderManage = (search = '') =>
  renderScreen(<ManageBooksPage />, {
    route: '/dashboard/manage-books',
    path: `/dashboard/manage-books${search}`,
  })
const listQueries = (requests: RecordedRequest[]) => queriesOf(requests, 'GET /api/books/')
/** GET /api/books/ over `books()`, keeping those of the `stock` filter as the API does (low: 1 to 19, out: 0). */
const serveWithStock =
  (books: () => Book[]): Handler =>
  (body, request) => {
    const stock = request.query?.stock
    const kept = (book: Book) =>
      stock === 'out' ? book.stock === 0 : stock === 'low' ? book.stock > 0 && isLowStock(book.stock) : true
    return serveBookPages(() => books().filter(kept))(body, request)
  }
const STOCKED = BOOKS.map((book, i) => ({ ...book, stock: [0, 3, 40][i] ?? 10 }))
const stockCell = (row: HTMLElement) => row.querySelectorAll('td')[3] as HTMLElement

const showing = () => pagerText('Pages of books')

describe('ManageBooksPage', () => {
  it('lists the first page with its number, short title, category, price and actions', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => BOOKS) })
    renderManage()
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Book Title', 'Category', 'Price', 'Stock', 'Actions'])
    const rows = bodyRows()
    expect(rows.length).toBe(3)
    expect(cellsOf(rows[0] as HTMLElement)).toEqual([
      '1',
      'Frankenstein; or, The Mod...',
      // The category's name, not its slug (issue 37 item 7).
      'Horror',
      '$9.50',
      '10',
      'EditDelete',
    ])
    expect(cellsOf(rows[1] as HTMLElement).slice(0, 4)).toEqual(['2', 'Dracula', 'Mystery', '$15.00'])
    expect(screen.getByRole('link', { name: `Edit ${FRANKENSTEIN.title}` }).getAttribute('href')).toBe(
      `/dashboard/edit-book/${FRANKENSTEIN._id}`,
    )
    expect(showing()).toBe('Showing 1–3 of 3')
    expect(listQueries(requests)).toEqual([{ limit: '24', offset: '0' }])
    // 'See all' does nothing (spec §2).
    fireEvent.click(screen.getByRole('button', { name: 'See all' }))
    expect(screen.getAllByRole('row').length).toBe(4)
  })

  it('pages through the catalogue with Next and Previous, numbering rows by their place in it', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => shelfBooks(58)) })
    const { router } = renderManage()
    await screen.findByRole('table')
    expect(showing()).toBe('Showing 1–24 of 58')
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(showing()).toBe('Showing 25–48 of 58'))
    expect(router.state.location.search).toBe('?page=2')
    expect(cellsOf(bodyRows()[0] as HTMLElement).slice(0, 2)).toEqual(['25', 'Shelf book 25'])

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(showing()).toBe('Showing 49–58 of 58'))
    expect(bodyRows().length).toBe(10)
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(next)

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(showing()).toBe('Showing 25–48 of 58'))
    expect(
      listQueries(requests)
        .map((q) => q?.offset)
        .slice(0, 3),
    ).toEqual(['0', '24', '48'])
    expect(router.state.location.search).toBe('?page=2')
  })

  it('filters by title a moment after typing stops, from page 1, and keeps the filter in the URL', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => BOOKS) })
    const { router } = renderManage('?page=1')
    await screen.findByRole('table')
    const filter = screen.getByRole('searchbox', { name: 'Filter by title' })
    for (const text of ['d', 'dr', 'dra']) fireEvent.change(filter, { target: { value: text } })
    await waitFor(() => expect(bodyRows().length).toBe(1))
    expect(cellsOf(bodyRows()[0] as HTMLElement).slice(0, 2)).toEqual(['1', 'Dracula'])
    expect(showing()).toBe('Showing 1–1 of 1')
    // One request for the word typed, not one a key.
    expect(listQueries(requests)).toEqual([
      { limit: '24', offset: '0' },
      { q: 'dra', limit: '24', offset: '0' },
    ])
    expect(router.state.location.search).toBe('?q=dra')

    fireEvent.change(filter, { target: { value: 'nothing like it' } })
    await screen.findByText('No books match “nothing like it”.')
  })

  it('opens at the filter and page of its URL (a reload, Back)', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveBookPages(() => shelfBooks(58)) })
    renderManage('?q=shelf%20book%201&page=2')
    await screen.findByRole('table')
    expect((screen.getByRole('searchbox', { name: 'Filter by title' }) as HTMLInputElement).value).toBe(
      'shelf book 1',
    )
    // 'Shelf book 1' and 10–19 match: 11 books, so page 2 is past the end and the last page opens.
    await waitFor(() => expect(showing()).toBe('Showing 1–11 of 11'))
    expect(listQueries(requests)[0]).toEqual({ q: 'shelf book 1', limit: '24', offset: '24' })
  })

  it('shows each stock, red below 20 copies', async () => {
    stubFetch({ 'GET /api/books/': serveWithStock(() => STOCKED) })
    renderManage()
    await screen.findByRole('table')
    const cells = bodyRows().map(stockCell)
    expect(cells.map((c) => c.textContent)).toEqual(['0', '3', '40'])
    expect(cells.map((c) => c.classList.contains('text-red-700'))).toEqual([true, true, false])
  })

  it('filters to low stock or out of stock, kept in the URL with the title filter, from page 1', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveWithStock(() => STOCKED) })
    const { router } = renderManage('?q=dr&page=1')
    await screen.findByRole('table')
    const stock = screen.getByRole('combobox', { name: 'Filter by stock' }) as HTMLSelectElement
    expect([...stock.options].map((o) => o.textContent)).toEqual(['All', 'Low stock', 'Out of stock'])
    expect(stock.value).toBe('')

    fireEvent.change(stock, { target: { value: 'low' } })
    await waitFor(() => expect(bodyRows().length).toBe(1))
    expect(cellsOf(bodyRows()[0] as HTMLElement).slice(1, 2)).toEqual(['Dracula'])
    expect(router.state.location.search).toBe('?q=dr&stock=low')

    fireEvent.change(stock, { target: { value: 'out' } })
    await screen.findByText('No books match “dr” with that stock.')
    expect(router.state.location.search).toBe('?q=dr&stock=out')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by title' }), { target: { value: '' } })
    await waitFor(() => expect(router.state.location.search).toBe('?stock=out'))
    await waitFor(() => expect(bodyRows().length).toBe(1))
    expect(cellsOf(bodyRows()[0] as HTMLElement).slice(1, 2)).toEqual(['Frankenstein; or, The Mod...'])

    fireEvent.change(stock, { target: { value: '' } })
    await waitFor(() => expect(bodyRows().length).toBe(3))
    expect(router.state.location.search).toBe('')
    expect(listQueries(requests)).toEqual([
      { q: 'dr', limit: '24', offset: '0' },
      { q: 'dr', stock: 'low', limit: '24', offset: '0' },
      { q: 'dr', stock: 'out', limit: '24', offset: '0' },
      { stock: 'out', limit: '24', offset: '0' },
      { limit: '24', offset: '0' },
    ])
  })

  it('opens at the stock filter of its URL and says when no book is out of stock', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveWithStock(() => BOOKS) })
    renderManage('?stock=out')
    await screen.findByText('No books are out of stock.')
    expect((screen.getByRole('combobox', { name: 'Filter by stock' }) as HTMLSelectElement).value).toBe('out')
    expect(listQueries(requests)).toEqual([{ stock: 'out', limit: '24', offset: '0' }])
  })

  it('deletes a book, says so and refetches the page', async () => {
    let listed = BOOKS
    const requests = stubFetch({
      'GET /api/books/': serveBookPages(() => listed),
      [`DELETE /api/books/${DRACULA._id}`]: () => {
        listed = BOOKS.filter((b) => b._id !== DRACULA._id)
        return { body: { message: 'Book deleted' } }
      },
    })
    renderManage()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dracula' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Dracula' })).toBeNull())
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Book deleted successfully!',
      icon: 'success',
    })
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/books/',
      `DELETE /api/books/${DRACULA._id}`,
      'GET /api/books/',
    ])
    expect(bodyRows().length).toBe(2)
    expect(showing()).toBe('Showing 1–2 of 2')
  })

  it("says 'Failed to delete book. Please try again.' and keeps the row when the deletion fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      'GET /api/books/': serveBookPages(() => BOOKS),
      [`DELETE /api/books/${DRACULA._id}`]: () => ({
        status: 500,
        body: { error: 'internal', message: 'x' },
      }),
    })
    renderManage()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dracula' }))
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Failed to delete book. Please try again.',
        icon: 'error',
      }),
    )
    expect(screen.getByRole('button', { name: 'Delete Dracula' })).toBeTruthy()
  })
})
