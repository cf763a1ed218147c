// The book forms' prices as people type them (issue 22 item 7): '12,50' and '12.50' are 12.50, shown as what will be
// stored before saving; text the rule cannot read one way only is refused beside the field and kept as typed.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { DRACULA, FRANKENSTEIN, catalogueRoutes } from '@/testing/admin-kit'
import { stubFetch } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { AddBookPage } from './add-book-page'
import { EditBookPage } from './edit-book-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => vi.restoreAllMocks())

/** The hint under a price: what it will be stored as. */
const hintOf = (label: string) => document.getElementById(`${field(label).id}-hint`)?.textContent ?? null

const addBookRoutes = () => ({
  ...catalogueRoutes(),
  'POST /api/books/create-book': (body: unknown) => ({
    status: 201,
    body: { ...FRANKENSTEIN, ...(body as object), _id: '00000000-0000-4000-8000-0000000000fd' },
  }),
})

function fillBook() {
  type('Title', 'The Last Man')
  type('Description', 'A plague ends the world.')
  fireEvent.change(field('Category'), { target: { value: 'fiction' } })
}

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Book' }))

describe('a price typed in Add New Book', () => {
  it('reads 12,50 as 12.50, says $12.50 will be stored, and sends 12.5', async () => {
    const requests = stubFetch(addBookRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    fillBook()
    type('Old Price', '20')
    type('New Price', '12,50')
    expect(hintOf('New Price')).toBe('$12.50 will be stored')
    expect(hintOf('Old Price')).toBe('$20.00 will be stored')
    // The hint describes the field while it is fine.
    expect(field('New Price').getAttribute('aria-describedby')).toBe(`${field('New Price').id}-hint`)
    expect(field('New Price').getAttribute('aria-invalid')).toBe('false')

    add()
    await waitFor(() => expect(showDialog).toHaveBeenCalledOnce())
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ oldPrice: 20, newPrice: 12.5 })
  })

  it('reads 12.50 the same way', async () => {
    const requests = stubFetch(addBookRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    fillBook()
    type('Old Price', '19,99')
    type('New Price', '12.50')
    expect(hintOf('Old Price')).toBe('$19.99 will be stored')
    expect(hintOf('New Price')).toBe('$12.50 will be stored')
    add()
    await waitFor(() => expect(showDialog).toHaveBeenCalledOnce())
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ oldPrice: 19.99, newPrice: 12.5 })
  })

  it.each([
    [
      '12.5.0',
      'New Price must have one decimal separator at most, like 12.50 or 12,50 (no thousands separators)',
    ],
    [
      '1,2,3',
      'New Price must have one decimal separator at most, like 12.50 or 12,50 (no thousands separators)',
    ],
    ['1,250', 'New Price must have at most 2 decimals (no thousands separators)'],
    ['12a', 'New Price must be a price in dollars, like 12.50 or 12,50'],
    ['12500', 'New Price must be at most $10000.00'],
  ])('refuses %j beside the field, keeps it as typed and sends nothing', async (typed, message) => {
    const requests = stubFetch(addBookRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    fillBook()
    type('Old Price', '20')
    type('New Price', typed)
    // Nothing is promised for text that will not be stored.
    expect(hintOf('New Price')).toBe('')
    add()
    await waitFor(() => expect(messageOf('New Price')).toBe(message))
    expect(field('New Price').getAttribute('aria-invalid')).toBe('true')
    expect(field('New Price').value).toBe(typed)
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
    expect(showDialog).not.toHaveBeenCalled()
  })

  it('says what is wrong on leaving the field, before saving', async () => {
    stubFetch(addBookRoutes())
    renderScreen(<AddBookPage />, { path: '/dashboard/add-new-book' })
    type('Old Price', '1,2,3')
    fireEvent.blur(field('Old Price'))
    await waitFor(() =>
      expect(messageOf('Old Price')).toBe(
        'Old Price must have one decimal separator at most, like 12.50 or 12,50 (no thousands separators)',
      ),
    )
    // An empty price waits for saving to say it is required.
    fireEvent.blur(field('New Price'))
    await new Promise((r) => setTimeout(r, 20))
    expect(messageOf('New Price')).toBeNull()
    // Fixing it takes the message away and shows what will be stored.
    type('Old Price', '1,23')
    await waitFor(() => expect(messageOf('Old Price')).toBe('$1.23 will be stored'))
  })
})

describe('a price typed in Update Book', () => {
  it('saves 12,50 as 12.50, never 1250', async () => {
    const requests = stubFetch({
      ...catalogueRoutes(),
      [`PUT /api/books/edit/${DRACULA._id}`]: (body) => ({ body: { ...DRACULA, ...(body as object) } }),
    })
    renderScreen(<EditBookPage />, {
      path: `/dashboard/edit-book/${DRACULA._id}`,
      route: '/dashboard/edit-book/:id',
    })
    await waitFor(() => expect(field('New Price').value).toBe('15'))
    expect(hintOf('New Price')).toBe('$15.00 will be stored')
    type('New Price', '12,50')
    expect(hintOf('New Price')).toBe('$12.50 will be stored')
    fireEvent.click(screen.getByRole('button', { name: 'Update Book' }))
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledExactlyOnceWith({
        title: 'Book Updated',
        text: 'Your book is updated successfully!',
        icon: 'success',
      }),
    )
    const sent = requests.find((r) => r.method === 'PUT')?.body as { newPrice: number; oldPrice: number }
    expect(sent.newPrice).toBe(12.5)
    expect(sent.oldPrice).toBe(20)
  })
})
