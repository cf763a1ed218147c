// The dashboard's quotes (issue 17): the list a page at a time with its count and a content filter kept in the URL,
// the home page's quotes marked, loading, empty and error states; adding a quote (the contract's messages beside
// the fields, a book picked by searching titles); deleting after a confirmation; the list refetched after each.
import { FEATURED_QUOTE_ID } from '@bookstore/contract/featured-content'
import type { Quote } from '@bookstore/contract/schemas/quote'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { BOOKS, DRACULA } from '@/testing/admin-kit'
import { serveBookPages } from '@/testing/book-pages'
import { stubFetch, type Handler, type RecordedRequest } from '@/testing/fake-fetch'
import { failingRoute, pageAnswer, pagerText, queriesOf } from '@/testing/list-kit'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { confirmQuoteDeletion } from '@/features/admin-quotes/quote-dialogs'
import { AdminQuotesPage } from './admin-quotes-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))
vi.mock('@/features/admin-quotes/quote-dialogs', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  confirmQuoteDeletion: vi.fn(async () => true),
}))

afterEach(() => vi.restoreAllMocks())

const quote = (n: number, fields: Partial<Quote> = {}): Quote => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  content: `Words worth keeping, number ${n}`,
  personOrOrganization: `Speaker ${n}`,
  bookId: null,
  ...fields,
})

const HOME_QUOTE = quote(1, {
  _id: FEATURED_QUOTE_ID,
  content: 'Beware; for I am fearless, and therefore powerful.',
  personOrOrganization: 'Mary Shelley',
  bookId: BOOKS[0]?._id ?? null,
})
const QUOTES = [HOME_QUOTE, quote(2), quote(3)]

/** GET /api/quotes/ over `quotes()`: content holding `q`, `limit` from `offset`, and X-Total-Count. */
const serveQuotes =
  (quotes: () => Quote[]): Handler =>
  (_body, { query = {} }) => {
    const q = query.q?.toLowerCase()
    const matching = quotes().filter((x) => !q || x.content.toLowerCase().includes(q))
    return pageAnswer(matching, query)
  }

const renderQuotes = (search = '') =>
  renderScreen(<AdminQuotesPage />, { route: '/dashboard/quotes', path: `/dashboard/quotes${search}` })
const items = () => within(screen.getByRole('list', { name: 'Quotes' })).getAllByRole('listitem')
const showing = () => pagerText('Pages of quotes')
const quoteQueries = (requests: RecordedRequest[]) => queriesOf(requests, 'GET /api/quotes/')
const addButton = () => screen.getByRole('button', { name: /^(Add Quote|Adding\.\.)$/ })

describe('AdminQuotesPage', () => {
  it('lists the quotes with who said them, marking the home-page ones', async () => {
    const requests = stubFetch({ 'GET /api/quotes/': serveQuotes(() => QUOTES) })
    renderQuotes()
    expect(screen.getByRole('heading', { level: 2, name: 'Quotes' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading quotes...')
    await waitFor(() => expect(items().length).toBe(3))
    expect(showing()).toBe('Showing 1–3 of 3')
    const [home, plain] = items() as [HTMLElement, HTMLElement]
    expect(home.textContent).toContain('“Beware; for I am fearless, and therefore powerful.”')
    expect(home.textContent).toContain('— Mary Shelley')
    expect(within(home).getByText('Shown on the home page')).toBeTruthy()
    expect(within(home).getByRole('link', { name: 'View its book' }).getAttribute('href')).toBe(
      `/books/${BOOKS[0]?._id}`,
    )
    expect(within(plain).queryByText('Shown on the home page')).toBeNull()
    expect(
      within(plain).getByRole('button', { name: 'Delete the quote “Words worth keeping, number 2”' }),
    ).toBeTruthy()
    // Newest first (issue 27 item 5): a quote just added is the first.
    expect(quoteQueries(requests)).toEqual([{ sort: 'newest', limit: '20', offset: '0' }])
  })

  it('pages with Next and filters by content, both kept in the URL', async () => {
    const many = Array.from({ length: 45 }, (_, i) => quote(i + 1))
    const requests = stubFetch({ 'GET /api/quotes/': serveQuotes(() => many) })
    const { router } = renderQuotes()
    await waitFor(() => expect(showing()).toBe('Showing 1–20 of 45'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(showing()).toBe('Showing 21–40 of 45'))
    expect(router.state.location.search).toBe('?page=2')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter quotes' }), {
      target: { value: 'number 4' },
    })
    await waitFor(() => expect(showing()).toBe('Showing 1–7 of 7'))
    expect(router.state.location.search).toBe('?q=number+4')
    expect(quoteQueries(requests).at(-1)).toEqual({ q: 'number 4', sort: 'newest', limit: '20', offset: '0' })

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter quotes' }), { target: { value: 'zzz' } })
    expect(await screen.findByText('No quotes match “zzz”.')).toBeTruthy()
  })

  it('says when there are no quotes, and when they cannot be loaded, with Try again', async () => {
    const route = failingRoute(
      { status: 500, body: { error: 'internal', message: 'x' } },
      serveQuotes(() => []),
    )
    stubFetch({ 'GET /api/quotes/': route.handler })
    renderQuotes()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The quotes could not be loaded.')
    route.recover()
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No quotes yet.')).toBeTruthy()
  })

  it("requires content and who said it, with the contract's messages beside them, and sends nothing", async () => {
    const requests = stubFetch({ 'GET /api/quotes/': serveQuotes(() => QUOTES) })
    renderQuotes()
    type('Person or organization', '   ')
    fireEvent.click(addButton())
    await waitFor(() => expect(messageOf('Content')).toBe('Content is required'))
    expect(messageOf('Person or organization')).toBe('Person or organization is required')
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('adds a quote tied to a book found by its title, says so, empties the form and refetches the list', async () => {
    let listed = QUOTES
    const requests = stubFetch({
      'GET /api/quotes/': serveQuotes(() => listed),
      'GET /api/books/': serveBookPages(() => BOOKS),
      'POST /api/quotes/create-quote': (body) => {
        const created = { ...(body as Quote), _id: '00000000-0000-4000-8000-0000000000ff' }
        listed = [...QUOTES, created]
        return { status: 201, body: created }
      },
    })
    renderQuotes()
    await waitFor(() => expect(items().length).toBe(3))
    type('Content', '  Listen to them, children of the night.  ')
    type('Person or organization', 'Count Dracula')
    type('Book (optional)', 'drac')
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Dracula' }))
    expect(screen.getByText('Dracula')).toBeTruthy()
    expect(screen.queryByLabelText('Book (optional)')).toBeNull()

    fireEvent.click(addButton())
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({ title: 'Quote added', icon: 'success' }),
    )
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      content: 'Listen to them, children of the night.',
      personOrOrganization: 'Count Dracula',
      bookId: DRACULA._id,
    })
    expect(requests.find((r) => r.path === '/api/books/')?.query).toEqual({
      q: 'drac',
      limit: '8',
      offset: '0',
    })
    await waitFor(() => expect(items().length).toBe(4))
    expect(field('Content').value).toBe('')
    expect(field('Person or organization').value).toBe('')
    expect(field('Book (optional)').value).toBe('')
  })

  it('shows a quote just added at the top: the list, filtered or on a later page, goes to its first page', async () => {
    const many = Array.from({ length: 25 }, (_, i) => quote(i + 2))
    let listed = many
    const requests = stubFetch({
      'GET /api/quotes/': serveQuotes(() => listed),
      'POST /api/quotes/create-quote': (body) => {
        const created = { ...(body as Quote), _id: '00000000-0000-4000-8000-0000000000ff' }
        // The API's newest first: the new quote leads.
        listed = [created, ...many]
        return { status: 201, body: created }
      },
    })
    const { router } = renderQuotes('?q=number&page=2')
    await waitFor(() => expect(showing()).toBe('Showing 21–25 of 25'))
    type('Content', 'Just added words')
    type('Person or organization', 'The Newest')
    fireEvent.click(addButton())
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(items()[0]?.textContent).toContain('Just added words'))
    expect(quoteQueries(requests).at(-1)).toEqual({ sort: 'newest', limit: '20', offset: '0' })
  })

  it('keeps what was typed when the quote is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      'GET /api/quotes/': serveQuotes(() => QUOTES),
      'POST /api/quotes/create-quote': () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    renderQuotes()
    type('Content', 'Words')
    type('Person or organization', 'Someone')
    fireEvent.click(addButton())
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Failed to add the quote. Please try again.',
        icon: 'error',
      }),
    )
    expect(field('Content').value).toBe('Words')
    expect(field('Person or organization').value).toBe('Someone')
  })

  it('deletes a quote once confirmed, says so and refetches; nothing is deleted when the admin keeps it', async () => {
    let listed = QUOTES
    const target = QUOTES[1] as Quote
    const requests = stubFetch({
      'GET /api/quotes/': serveQuotes(() => listed),
      [`DELETE /api/quotes/${target._id}`]: () => {
        listed = QUOTES.filter((x) => x._id !== target._id)
        return { body: { message: 'Quote deleted' } }
      },
    })
    renderQuotes()
    await waitFor(() => expect(items().length).toBe(3))
    const deleteButton = () =>
      screen.getByRole('button', { name: 'Delete the quote “Words worth keeping, number 2”' })

    vi.mocked(confirmQuoteDeletion).mockResolvedValueOnce(false)
    fireEvent.click(deleteButton())
    await waitFor(() => expect(confirmQuoteDeletion).toHaveBeenCalledWith(target))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([])

    fireEvent.click(deleteButton())
    await waitFor(() => expect(items().length).toBe(2))
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({ title: 'Quote deleted', icon: 'success' })
    expect(requests.filter((r) => r.method === 'DELETE').length).toBe(1)
  })

  it('asks about a home-page quote with the quote itself, and says when the deletion fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      'GET /api/quotes/': serveQuotes(() => QUOTES),
      [`DELETE /api/quotes/${FEATURED_QUOTE_ID}`]: () => ({
        status: 500,
        body: { error: 'internal', message: 'x' },
      }),
    })
    renderQuotes()
    await waitFor(() => expect(items().length).toBe(3))
    const button = within(items()[0] as HTMLElement).getByRole('button')
    expect(button.getAttribute('aria-describedby')).toBe(
      within(items()[0] as HTMLElement).getByText('Shown on the home page').id,
    )
    fireEvent.click(button)
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Failed to delete the quote. Please try again.',
        icon: 'error',
      }),
    )
    expect(confirmQuoteDeletion).toHaveBeenCalledWith(HOME_QUOTE)
    expect(items().length).toBe(3)
  })
})
