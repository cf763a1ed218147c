// Update Book (spec §2, §5, §8): prefilled from GET /api/books/{id} with its current cover, a new cover uploaded with
// Add New Book's field, checks and preview (issue 27 item 6) while no file keeps the cover, prices sent as numbers,
// the spec's dialogs, and 'Error fetching book data' when the book cannot be read.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import {
  AUTHORS,
  DRACULA,
  catalogueRoutes,
  coverRefusedRoutes,
  detailOf,
  NOT_AN_IMAGE,
} from '@/testing/admin-kit'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { EditBookPage } from './edit-book-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => vi.restoreAllMocks())

const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Update Book|Updating\.\.)$/ }))

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'new-cover.png', { type: 'image/png' })
const chooseCover = (file: File) => fireEvent.change(field('Cover Image'), { target: { files: [file] } })
const currentCover = () => screen.queryByRole('img', { name: /^Current cover of Dracula/ })
const newCoverPreview = () => screen.queryByRole('img', { name: /^Preview of the new cover/ })

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
    // The cover is a file to choose, as in Add New Book, beside the book's current cover.
    expect(field('Cover Image').type).toBe('file')
    expect(field('Cover Image').accept).toBe('image/*')
    expect(currentCover()?.getAttribute('src')).toBe('/covers/book-2.webp')
    expect(messageOf('Cover Image')).toBe('The current cover stays unless you choose a new file.')
    expect((await screen.findByLabelText<HTMLInputElement>('Bram Stoker')).checked).toBe(true)
    expect(field('Mary Shelley').checked).toBe(false)
  })

  it('requires the fields the API requires, and sends nothing', async () => {
    const requests = stubFetch(catalogueRoutes())
    renderEdit()
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    type('Title', '')
    type('Old Price', '')
    save()
    await waitFor(() => expect(messageOf('Title')).toBe('Title is required'))
    expect(messageOf('Old Price')).toBe('Old price is required')
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('requires a cover file for a book that has no cover yet (spec §5)', async () => {
    const coverless = { ...DRACULA, coverImage: '' }
    const requests = stubFetch({
      ...catalogueRoutes(),
      [`GET /api/books/${book._id}`]: () => ({ body: detailOf(coverless) }),
    })
    renderEdit()
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    expect(currentCover()).toBeNull()
    save()
    await waitFor(() => expect(messageOf('Cover Image')).toBe('Cover image URL is required'))
    expect(document.activeElement).toBe(field('Cover Image'))
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
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
      // No file chosen: empty, which keeps the book's cover (spec §5).
      coverImage: '',
    })
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('previews a new cover file, uploads it on saving and sends its stored name', async () => {
    let releaseUpload = () => {}
    const uploaded = new Promise<void>((resolve) => (releaseUpload = resolve))
    let stored = book
    const requests = stubFetch({
      ...catalogueRoutes(),
      [`GET /api/books/${book._id}`]: () => ({ body: detailOf(stored) }),
      'POST /api/uploads/cover': async (): Promise<FakeAnswer> => {
        await uploaded
        return { status: 201, body: { coverImage: 'n3w.webp', fileName: 'n3w.webp' } }
      },
      [`PUT /api/books/edit/${book._id}`]: (body) => {
        stored = { ...book, ...(body as object) }
        return { body: stored }
      },
    })
    renderEdit()
    await waitFor(() => expect(currentCover()).not.toBeNull())
    type('Title', 'Dracula (new cover)')
    chooseCover(png())
    expect(screen.getByText('new-cover.png')).toBeTruthy()
    // The chosen file's preview replaces the current cover.
    await waitFor(() => expect(newCoverPreview()?.getAttribute('src')).toMatch(/^data:image\/png;base64,/))
    expect(newCoverPreview()?.getAttribute('alt')).toBe('Preview of the new cover, new-cover.png')
    expect(currentCover()).toBeNull()

    save()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Updating..' })).toBeTruthy())
    releaseUpload()
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Book Updated',
        text: 'Your book is updated successfully!',
        icon: 'success',
      }),
    )
    const writes = requests.filter((r) => r.method !== 'GET')
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/uploads/cover',
      `PUT /api/books/edit/${book._id}`,
    ])
    expect(writes[1]?.body).toMatchObject({ title: 'Dracula (new cover)', coverImage: 'n3w.webp' })

    // The file input is emptied, and the uploaded cover is the book's current one.
    await waitFor(() => expect(currentCover()?.getAttribute('src')).toBe('/covers/n3w.webp'))
    expect(field('Cover Image').files?.length ?? 0).toBe(0)
    expect(screen.queryByText('new-cover.png')).toBeNull()
    expect(newCoverPreview()).toBeNull()
  })

  it('refuses a file that is not an image before sending anything, as Add New Book does', async () => {
    const requests = stubFetch(catalogueRoutes())
    renderEdit()
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    chooseCover(new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(messageOf('Cover Image')).toBe('The cover must be an image file')
    expect(newCoverPreview()).toBeNull()
    save()
    await waitFor(() => expect(document.activeElement).toBe(field('Cover Image')))
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect(showDialog).not.toHaveBeenCalled()
  })

  it('keeps the book unchanged when the server refuses the cover, says why beside it and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const requests = stubFetch(coverRefusedRoutes())
    renderEdit()
    await waitFor(() => expect(field('Title').value).toBe('Dracula'))
    type('Title', 'Dracula (typed)')
    chooseCover(png())
    save()
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Failed to update book.',
        text: NOT_AN_IMAGE,
        icon: 'error',
      }),
    )
    expect(messageOf('Cover Image')).toBe(NOT_AN_IMAGE)
    expect(document.activeElement).toBe(field('Cover Image'))
    expect(requests.filter((r) => r.method !== 'GET').map((r) => r.path)).toEqual(['/api/uploads/cover'])
    expect(field('Title').value).toBe('Dracula (typed)')
    expect(screen.getByText('new-cover.png')).toBeTruthy()
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
