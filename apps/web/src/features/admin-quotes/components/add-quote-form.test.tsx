// Adding a quote refused by the server (issue 22 item 9): the server's words beside the field they name, in the
// failure dialog under its fixed title, and everything typed kept.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { BOOKS } from '@/testing/admin-kit'
import { serveBookPages } from '@/testing/book-pages'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { field, messageOf, type } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { AddQuoteForm } from './add-quote-form'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => vi.restoreAllMocks())

function renderRefused(answer: FakeAnswer) {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  stubFetch({
    'GET /api/books/': serveBookPages(() => BOOKS),
    'POST /api/quotes/create-quote': () => answer,
  })
  renderScreen(<AddQuoteForm />, { path: '/dashboard/quotes' })
  type('Content', 'Listen to them, children of the night.')
  type('Person or organization', 'Count Dracula')
}

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Quote' }))

describe('AddQuoteForm refused', () => {
  it('shows a 400 beside the field it names, keeping what was typed', async () => {
    renderRefused({
      status: 400,
      body: {
        error: 'validation',
        message: 'Invalid body: personOrOrganization: must be at most 200 characters',
      },
    })
    add()
    await waitFor(() =>
      expect(messageOf('Person or organization')).toBe(
        'Person or organization must be at most 200 characters',
      ),
    )
    expect(field('Person or organization').getAttribute('aria-invalid')).toBe('true')
    expect(messageOf('Content')).toBeNull()
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Failed to add the quote. Please try again.',
      text: 'Person or organization must be at most 200 characters',
      icon: 'error',
    })
    expect(field('Content').value).toBe('Listen to them, children of the night.')
    expect(field('Person or organization').value).toBe('Count Dracula')
  })

  it('shows a book that no longer exists beside the book', async () => {
    renderRefused({
      status: 409,
      body: { error: 'conflict', message: 'The book of this quote does not exist' },
    })
    type('Book (optional)', 'drac')
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Dracula' }))
    add()
    await waitFor(() => expect(screen.getByText('The book of this quote does not exist')).toBeTruthy())
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Failed to add the quote. Please try again.',
      text: 'The book of this quote does not exist',
      icon: 'error',
    })
    expect(screen.getByText('Dracula')).toBeTruthy()
  })
})
