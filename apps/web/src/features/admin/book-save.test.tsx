// Around a book save (issue 22 items 7 and 9): a new price above the old one is asked about first, and a refusal
// shows the server's words beside the fields it names while the spec's failure dialog keeps its title.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { AUTHORS, DRACULA, FRANKENSTEIN, catalogueRoutes, detailOf } from '@/testing/admin-kit'
import { stubFetch, type Handler, type RecordedRequest } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { confirmPriceAboveOld } from './admin-dialogs'
import { AddBookPage } from './components/add-book-page'
import { EditBookPage } from './components/edit-book-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))
vi.mock('@/features/admin/admin-dialogs', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  confirmPriceAboveOld: vi.fn(async () => true),
}))

beforeEach(() => vi.mocked(confirmPriceAboveOld).mockClear())
afterEach(() => vi.restoreAllMocks())

const createRoute = (): Record<string, Handler> => ({
  'POST /api/books/create-book': (body) => ({
    status: 201,
    body: { ...FRANKENSTEIN, ...(body as object), _id: '00000000-0000-4000-8000-0000000000fc' },
  }),
})

function renderAdd(routes: Record<string, Handler> = createRoute()) {
  const requests = stubFetch({ ...catalogueRoutes(), ...routes })
  renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
  return requests
}

function fillBook(prices: { old: string; new: string }) {
  type('Title', 'The Last Man')
  type('Description', 'A plague ends the world.')
  fireEvent.change(field('Category'), { target: { value: 'fiction' } })
  type('Old Price', prices.old)
  type('New Price', prices.new)
}

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Book' }))
const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST')

describe('a new price above the old one', () => {
  it('is asked about with both prices, and nothing is saved when the admin changes the price', async () => {
    vi.mocked(confirmPriceAboveOld).mockResolvedValueOnce(false)
    const requests = renderAdd()
    fillBook({ old: '12', new: '15,50' })
    add()
    await waitFor(() => expect(confirmPriceAboveOld).toHaveBeenCalledOnce())
    expect(confirmPriceAboveOld).toHaveBeenCalledWith(
      expect.objectContaining({ oldPrice: 12, newPrice: 15.5 }),
    )
    await waitFor(() => expect(document.activeElement).toBe(field('New Price')))
    expect(posts(requests)).toEqual([])
    expect(showDialog).not.toHaveBeenCalled()
    expect(field('New Price').value).toBe('15,50')
  })

  it('is saved when the admin confirms', async () => {
    const requests = renderAdd()
    fillBook({ old: '12', new: '15,50' })
    add()
    await waitFor(() => expect(showDialog).toHaveBeenCalledOnce())
    expect(confirmPriceAboveOld).toHaveBeenCalledOnce()
    expect(posts(requests)[0]?.body).toMatchObject({ oldPrice: 12, newPrice: 15.5 })
  })

  it('is not asked about when the new price is at or below the old one', async () => {
    const requests = renderAdd()
    fillBook({ old: '12,50', new: '12.5' })
    add()
    await waitFor(() => expect(showDialog).toHaveBeenCalledOnce())
    expect(confirmPriceAboveOld).not.toHaveBeenCalled()
    expect(posts(requests)).toHaveLength(1)
  })

  it('is asked about in Update Book too', async () => {
    vi.mocked(confirmPriceAboveOld).mockResolvedValueOnce(false)
    const requests = stubFetch(catalogueRoutes())
    renderScreen(<EditBookPage />, {
      path: `/dashboard/edit-book/${DRACULA._id}`,
      route: '/dashboard/edit-book/:id',
    })
    await waitFor(() => expect(field('Old Price').value).toBe('20'))
    type('New Price', '24')
    fireEvent.click(screen.getByRole('button', { name: 'Update Book' }))
    await waitFor(() =>
      expect(confirmPriceAboveOld).toHaveBeenCalledWith(
        expect.objectContaining({ oldPrice: 20, newPrice: 24 }),
      ),
    )
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([])
  })

  it('is not asked about again for a book already priced so, when its prices stay as they are', async () => {
    const above = { ...DRACULA, oldPrice: 10, newPrice: 12 }
    const requests = stubFetch({
      ...catalogueRoutes(),
      [`GET /api/books/${DRACULA._id}`]: () => ({ body: detailOf(above) }),
      [`PUT /api/books/edit/${DRACULA._id}`]: (body) => ({ body: { ...above, ...(body as object) } }),
    })
    renderScreen(<EditBookPage />, {
      path: `/dashboard/edit-book/${DRACULA._id}`,
      route: '/dashboard/edit-book/:id',
    })
    await waitFor(() => expect(field('New Price').value).toBe('12'))
    type('Title', 'Dracula (new edition)')
    fireEvent.click(screen.getByRole('button', { name: 'Update Book' }))
    await waitFor(() => expect(showDialog).toHaveBeenCalledOnce())
    expect(confirmPriceAboveOld).not.toHaveBeenCalled()
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ oldPrice: 10, newPrice: 12 })
  })
})

describe("a refused save shows the server's words", () => {
  it('beside the field a 400 names, keeping what was typed, under the spec title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAdd({
      'POST /api/books/create-book': () => ({
        status: 400,
        body: {
          error: 'validation',
          message: 'Invalid body: title: must be at most 200 characters; oldPrice: must be at most $10000.00',
        },
      }),
    })
    fillBook({ old: '20', new: '10' })
    add()
    await waitFor(() => expect(messageOf('Title')).toBe('Title must be at most 200 characters'))
    expect(messageOf('Old Price')).toBe('Old Price must be at most $10000.00')
    expect(field('Title').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Title'))
    expect(field('Title').value).toBe('The Last Man')
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Failed to add book. Please try again',
      text: 'Title must be at most 200 characters; Old Price must be at most $10000.00',
      icon: 'error',
    })
    // Editing the field takes the server's message away.
    type('Title', 'The Last Man, abridged')
    await waitFor(() => expect(messageOf('Title')).toBeNull())
  })

  it('beside the authors when the server does not know one of them (409)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const message = `These authors do not exist: ${AUTHORS[0]._id}`
    renderAdd({
      'POST /api/books/create-book': () => ({ status: 409, body: { error: 'conflict', message } }),
    })
    await screen.findByLabelText('Mary Shelley')
    fillBook({ old: '20', new: '10' })
    fireEvent.click(field('Mary Shelley'))
    add()
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Failed to add book. Please try again',
        text: message,
        icon: 'error',
      }),
    )
    expect(screen.getByText(message)).toBeTruthy()
  })

  it('beside the cover file in Update Book, which takes the focus', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      ...catalogueRoutes(),
      [`PUT /api/books/edit/${DRACULA._id}`]: () => ({
        status: 400,
        body: {
          error: 'validation',
          message: 'Invalid body: coverImage: must be a stored file name or an http(s) URL',
        },
      }),
    })
    renderScreen(<EditBookPage />, {
      path: `/dashboard/edit-book/${DRACULA._id}`,
      route: '/dashboard/edit-book/:id',
    })
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    fireEvent.click(screen.getByRole('button', { name: 'Update Book' }))
    await waitFor(() =>
      expect(messageOf('Cover Image')).toBe('Cover Image must be a stored file name or an http(s) URL'),
    )
    expect(document.activeElement).toBe(field('Cover Image'))
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Failed to update book.',
      text: 'Cover Image must be a stored file name or an http(s) URL',
      icon: 'error',
    })
  })
})
