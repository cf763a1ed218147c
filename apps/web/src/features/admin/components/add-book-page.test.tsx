// Add New Book (spec §2, §4, §5, §8): required fields with their messages, the categories, the authors read from the
// catalogue, the cover uploaded before the book is created with its stored name, 'Adding..', the dialogs and reset.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { AUTHORS, FRANKENSTEIN, catalogueRoutes, coverRefusedRoutes, NOT_AN_IMAGE } from '@/testing/admin-kit'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { AddBookPage } from './add-book-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => vi.restoreAllMocks())

const submitButton = () => screen.getByRole('button', { name: /^(Add Book|Adding\.\.)$/ })

/** Records the multipart bodies sent and their Authorization (the shared stub records JSON bodies). */
function recordForms(): { form: FormData; authorization: string | null }[] {
  const forms: { form: FormData; authorization: string | null }[] = []
  const inner = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (init?.body instanceof FormData)
      forms.push({ form: init.body, authorization: new Headers(init.headers).get('Authorization') })
    return inner(input, init)
  })
  return forms
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' })
const coverPreview = () => screen.queryByRole('img', { name: 'Preview of the new cover, cover.png' })

async function fillValidBook() {
  await screen.findByLabelText('Mary Shelley')
  type('Title', 'The Last Man')
  type('Description', 'A plague ends the world.')
  fireEvent.change(field('Category'), { target: { value: 'science-fiction' } })
  fireEvent.click(field('Trending'))
  type('Old Price', '18.5')
  type('New Price', '12.99')
  type('Stock', '7')
  fireEvent.click(field('Mary Shelley'))
}

describe('AddBookPage', () => {
  it('requires title, description, category and both prices, next to them, and sends nothing', async () => {
    const requests = stubFetch(catalogueRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    expect(screen.getByRole('heading', { level: 2, name: 'Add New Book' })).toBeTruthy()
    fireEvent.click(submitButton())
    await waitFor(() => expect(messageOf('Title')).toBe('Title is required'))
    expect(messageOf('Description')).toBe('Description is required')
    expect(messageOf('Category')).toBe('Category is required')
    expect(messageOf('Old Price')).toBe('Old price is required')
    expect(messageOf('New Price')).toBe('New price is required')
    expect(field('Stock').getAttribute('aria-describedby')).toBeNull()
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it("offers 'Choose A Category' then the admin categories, decimal prices and image files only", async () => {
    stubFetch(catalogueRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    const options = within(field('Category') as unknown as HTMLElement).getAllByRole('option')
    expect(options.slice(0, 6).map((o) => o.textContent)).toEqual([
      'Choose A Category',
      'Business',
      'Technology',
      'Fiction',
      'Horror',
      'Adventure',
    ])
    expect((options[0] as HTMLOptionElement).value).toBe('')
    // Text with a decimal keypad: a number input would hand over its own reading of '12,50' (issue 22).
    expect(field('Old Price').type).toBe('text')
    expect(field('Old Price').inputMode).toBe('decimal')
    expect(field('New Price').type).toBe('text')
    expect(field('New Price').inputMode).toBe('decimal')
    expect(field('Cover Image').accept).toBe('image/*')
    // The authors of the catalogue, each once, by name.
    await screen.findByLabelText('Bram Stoker')
    expect(screen.getAllByRole('checkbox').length).toBe(1 + AUTHORS.length)
  })

  it('explains a price the API would refuse', async () => {
    stubFetch(catalogueRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    type('Old Price', '-3')
    type('New Price', '4.999')
    fireEvent.click(submitButton())
    await waitFor(() => expect(messageOf('Old Price')).toBe('Old Price must be 0 or more'))
    expect(messageOf('New Price')).toBe('New Price must have at most 2 decimals (no thousands separators)')
  })

  it('explains a stock the API would refuse, next to the field, and keeps what was typed', async () => {
    const requests = stubFetch(catalogueRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    await fillValidBook()
    type('Stock', '-2')
    fireEvent.click(submitButton())
    await waitFor(() => expect(messageOf('Stock')).toBe('Stock must be 0 or more'))
    type('Stock', '1,5')
    fireEvent.click(submitButton())
    await waitFor(() => expect(messageOf('Stock')).toBe('Stock must be a whole number'))
    type('Stock', '2.5')
    fireEvent.click(submitButton())
    await waitFor(() => expect(field('Stock').value).toBe('2.5'))
    expect(messageOf('Stock')).toBe('Stock must be a whole number')
    expect(field('Stock').getAttribute('aria-invalid')).toBe('true')
    expect(field('Stock').value).toBe('2.5')
    expect(field('Title').value).toBe('The Last Man')
    expect(field('New Price').value).toBe('12.99')
    expect(field('Mary Shelley').checked).toBe(true)
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('sends a stock left empty as 0', async () => {
    const requests = stubFetch({
      ...catalogueRoutes(),
      'POST /api/books/create-book': (body) => ({
        status: 201,
        body: { ...FRANKENSTEIN, ...(body as object), _id: '00000000-0000-4000-8000-0000000000fe' },
      }),
    })
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    await fillValidBook()
    type('Stock', '')
    fireEvent.click(submitButton())
    await waitFor(() => expect(showDialog).toHaveBeenCalled())
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ stock: 0 })
  })

  it('uploads the cover, creates the book with its stored name, then says so and resets everything', async () => {
    let releaseUpload = () => {}
    const uploaded = new Promise<void>((resolve) => (releaseUpload = resolve))
    const requests = stubFetch({
      ...catalogueRoutes(),
      'POST /api/uploads/cover': async (): Promise<FakeAnswer> => {
        await uploaded
        return { status: 201, body: { coverImage: 'k3j9.webp', fileName: 'k3j9.webp' } }
      },
      'POST /api/books/create-book': (body) => ({
        status: 201,
        body: { ...FRANKENSTEIN, ...(body as object), _id: '00000000-0000-4000-8000-0000000000ff' },
      }),
    })
    const forms = recordForms()
    localStorage.setItem('token', 'h.p.s')
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    await fillValidBook()
    expect(coverPreview()).toBeNull()
    fireEvent.change(field('Cover Image'), { target: { files: [png()] } })
    expect(screen.getByText('cover.png')).toBeTruthy()
    // The chosen file's preview, read from the file itself (a data: URL, which the page's CSP allows).
    await waitFor(() => expect(coverPreview()?.getAttribute('src')).toMatch(/^data:image\/png;base64,/))

    fireEvent.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Adding..'))
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true)
    releaseUpload()

    await waitFor(() => expect(showDialog).toHaveBeenCalled())
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Book added',
      text: 'Your book is uploaded successfully!',
      icon: 'success',
    })
    expect((forms[0]?.form.get('file') as File).name).toBe('cover.png')
    expect(forms[0]?.authorization).toBe('Bearer h.p.s')
    const writes = requests.filter((r) => r.method === 'POST')
    expect(writes.map((r) => r.path)).toEqual(['/api/uploads/cover', '/api/books/create-book'])
    expect(writes[1]?.body).toEqual({
      title: 'The Last Man',
      description: 'A plague ends the world.',
      category: 'science-fiction',
      trending: true,
      oldPrice: 18.5,
      newPrice: 12.99,
      stock: 7,
      authors: [AUTHORS[0]._id],
      coverImage: 'k3j9.webp',
    })

    await waitFor(() => expect(field('Title').value).toBe(''))
    expect(field('Old Price').value).toBe('')
    expect(field('Category').value).toBe('')
    expect(field('Trending').checked).toBe(false)
    expect(field('Mary Shelley').checked).toBe(false)
    expect(field('Cover Image').files?.length ?? 0).toBe(0)
    expect(screen.queryByText('cover.png')).toBeNull()
    expect(coverPreview()).toBeNull()
    expect(submitButton().textContent).toBe('Add Book')
  })

  it("shows 'Failed to add book. Please try again' when the book is refused, and keeps the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      ...catalogueRoutes(),
      'POST /api/books/create-book': () => ({ status: 500, body: { error: 'internal', message: 'Oops' } }),
    })
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    await fillValidBook()
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Failed to add book. Please try again',
        icon: 'error',
      }),
    )
    expect(field('Title').value).toBe('The Last Man')
  })

  it('does not create the book when the server refuses the cover, and says why beside it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const requests = stubFetch(coverRefusedRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    await fillValidBook()
    // Named and typed as an image, but the server reads its content.
    fireEvent.change(field('Cover Image'), { target: { files: [png()] } })
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Failed to add book. Please try again',
        text: NOT_AN_IMAGE,
        icon: 'error',
      }),
    )
    expect(messageOf('Cover Image')).toBe(NOT_AN_IMAGE)
    expect(field('Cover Image').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Cover Image'))
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/uploads/cover'])
    expect(field('Title').value).toBe('The Last Man')

    // Saving again with the same file sends nothing and points at the cover again (once the first save has ended:
    // the button is disabled while it runs, and a busy machine may show the dialog before it renders enabled again).
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false))
    field('Title').focus()
    fireEvent.click(submitButton())
    await waitFor(() => expect(document.activeElement).toBe(field('Cover Image')))
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1)

    // Another file clears the server's message.
    fireEvent.change(field('Cover Image'), { target: { files: [png()] } })
    expect(messageOf('Cover Image')).toBeNull()
  })

  it('refuses a file that is not an image before sending anything', async () => {
    const requests = stubFetch(catalogueRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    await fillValidBook()
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    fireEvent.change(field('Cover Image'), { target: { files: [notes] } })
    expect(messageOf('Cover Image')).toBe('The cover must be an image file')
    expect(coverPreview()).toBeNull()
    fireEvent.click(submitButton())
    await waitFor(() => expect(document.activeElement).toBe(field('Cover Image')))
    await new Promise((r) => setTimeout(r, 50))
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect(showDialog).not.toHaveBeenCalled()
  })
})
