// Update Book (spec §2, §5, §8): prefilled from GET /api/books/{id}, its cover URL required, prices sent as numbers,
// the spec's dialogs, and 'Error fetching book data' when the book cannot be read.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { AUTHORS, DRACULA, catalogueRoutes } from '@/testing/admin-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { EditBookPage } from './edit-book-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => vi.restoreAllMocks())

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Update Book' }))

const book = DRACULA
const at = `/dashboard/edit-book/${book._id}`
const renderEdit = () => renderScreen(<EditBookPage />, { path: at, route: '/dashboard/edit-book/:id' })

describe('EditBookPage', () => {
  it('starts from the stored book', async () => {
    stubFetch(catalogueRoutes())
    renderEdit()
    expect(screen.getByRole('heading', { level: 2, name: 'Update Book' })).toBeTruthy()
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    expect(field('Description').value).toBe(book.description)
    expect(field('Category').value).toBe('mystery')
    expect(field('Old Price').value).toBe('20')
    expect(field('New Price').value).toBe('15')
    expect(field('Stock').value).toBe('10')
    expect(field('Trending').checked).toBe(false)
    expect(field('Cover Image URL').value).toBe('book-2.webp')
    expect((await screen.findByLabelText<HTMLInputElement>('Bram Stoker')).checked).toBe(true)
    expect(field('Mary Shelley').checked).toBe(false)
  })

  it('requires the cover URL and the other required fields', async () => {
    const requests = stubFetch(catalogueRoutes())
    renderEdit()
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    type('Cover Image URL', '  ')
    type('Title', '')
    type('Old Price', '')
    save()
    await waitFor(() => expect(messageOf('Cover Image URL')).toBe('Cover image URL is required'))
    expect(messageOf('Title')).toBe('Title is required')
    expect(messageOf('Old Price')).toBe('Old price is required')
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([])
  })

  it('sends the changes with numeric prices, then shows Book Updated', async () => {
    const requests = stubFetch({
      ...catalogueRoutes(),
      [`PUT /api/books/edit/${book._id}`]: (body) => ({ body: { ...book, ...(body as object) } }),
    })
    renderEdit()
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    type('Title', 'Dracula (annotated)')
    type('New Price', '11.25')
    fireEvent.click(field('Trending'))
    fireEvent.click(await screen.findByLabelText('Mary Shelley'))
    type('Cover Image URL', 'https://images.example.org/dracula.jpg')
    save()
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Book Updated',
        text: 'Your book is updated successfully!',
        icon: 'success',
      }),
    )
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      title: 'Dracula (annotated)',
      description: book.description,
      category: 'mystery',
      trending: true,
      oldPrice: 20,
      newPrice: 11.25,
      stock: 10,
      authors: [AUTHORS[1]._id, AUTHORS[0]._id],
      coverImage: 'https://images.example.org/dracula.jpg',
    })
  })

  it('changes the stock, and explains one the API would refuse without losing the other changes', async () => {
    const requests = stubFetch({
      ...catalogueRoutes(),
      [`PUT /api/books/edit/${book._id}`]: (body) => ({ body: { ...book, ...(body as object) } }),
    })
    renderEdit()
    await waitFor(() => expect(field('Stock').value).toBe('10'))
    type('Title', 'Dracula (second printing)')
    type('Stock', '-1')
    save()
    await waitFor(() => expect(messageOf('Stock')).toBe('Stock must be 0 or more'))
    expect(field('Title').value).toBe('Dracula (second printing)')
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([])

    type('Stock', '3')
    save()
    await waitFor(() => expect(showDialog).toHaveBeenCalledOnce())
    expect(messageOf('Stock')).toBeNull()
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      title: 'Dracula (second printing)',
      stock: 3,
    })
  })

  it("shows 'Failed to update book.' when the change fails, with the server's words for a refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let answer = { status: 500, body: { error: 'internal', message: 'Something went wrong on our side.' } }
    stubFetch({ ...catalogueRoutes(), [`PUT /api/books/edit/${book._id}`]: () => answer })
    renderEdit()
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    save()
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({ title: 'Failed to update book.', icon: 'error' }),
    )
    answer = { status: 404, body: { error: 'not_found', message: 'Book not found' } }
    save()
    await waitFor(() =>
      expect(showDialog).toHaveBeenLastCalledWith({
        title: 'Failed to update book.',
        text: 'Book not found',
        icon: 'error',
      }),
    )
  })

  it("says 'Error fetching book data' when the book cannot be read", async () => {
    stubFetch({ ...catalogueRoutes(), [`GET /api/books/${book._id}`]: () => ({ status: 404, body: null }) })
    renderEdit()
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching book data')
    expect(screen.queryByRole('button', { name: 'Update Book' })).toBeNull()
  })
})
