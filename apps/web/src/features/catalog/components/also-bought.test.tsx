// The book page's "Readers also bought" (issue 16): the row of books the API answers, the category's link, the
// empty and error states, and 'View Related Books' taking the shopper (and keyboard focus) there.
import type { Book } from '@bookstore/contract/schemas/book'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { bookDetail } from '@/testing/books-kit'
import { stubFetch, type Handler } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { BookPage } from './book-page'

const ID = 'b0000000-0000-4000-8000-000000000001'

const listed = (n: number): Book => {
  const {
    quotes: _quotes,
    authors: _authors,
    ...fields
  } = bookDetail({
    _id: `b0000000-0000-4000-8000-00000000010${n}`,
    title: `Bought with it ${n} and a long title`,
    category: 'horror',
  })
  return { ...fields, authors: [] }
}

const renderBook = (alsoBought: Handler) => {
  const requests = stubFetch({
    [`GET /api/books/${ID}`]: () => ({
      body: bookDetail({ _id: ID, title: 'The Subject', category: 'horror' }),
    }),
    [`GET /api/books/${ID}/also-bought`]: alsoBought,
  })
  renderScreen(<BookPage />, { route: '/books/:id', path: `/books/${ID}` })
  return requests
}

const section = () => screen.getByRole('region', { name: 'Readers also bought' })

describe('Readers also bought', () => {
  it('shows the books bought with this one as carousel cards, and a link to the whole category', async () => {
    const requests = renderBook(() => ({ body: [listed(1), listed(2)] }))
    const first = await screen.findByRole('link', { name: 'Bought with it 1 and...' })
    expect(first.getAttribute('href')).toBe(`/books/${listed(1)._id}`)
    const row = section()
    expect(
      within(row)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 / 2', '2 / 2'])
    expect(within(row).getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(2)
    expect(
      within(row)
        .getByRole('link', { name: /^See all\s*Horror books$/ })
        .getAttribute('href'),
    ).toBe('/categories/horror')
    expect(requests.map((r) => r.path)).toContain(`/api/books/${ID}/also-bought`)
  })

  it('says so when there is nothing to show', async () => {
    renderBook(() => ({ body: [] }))
    expect(
      await within(await screen.findByRole('region', { name: 'Readers also bought' })).findByText(
        'No related books yet.',
      ),
    ).toBeTruthy()
  })

  it('offers Try again after a failure, and shows the books once it works', async () => {
    let fail = true
    renderBook(() =>
      fail ? { status: 500, body: { error: 'internal', message: 'x' } } : { body: [listed(3)] },
    )
    await screen.findByText('The related books could not be loaded.')
    fail = false
    fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('link', { name: 'Bought with it 3 and...' })
  })

  it('View Related Books scrolls to the section and moves focus there', async () => {
    renderBook(() => ({ body: [listed(1)] }))
    const button = await screen.findByRole('button', { name: 'View Related Books' })
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    fireEvent.click(button)
    expect(scrolled.mock.contexts[0]).toBe(section())
    expect(document.activeElement).toBe(section())
    scrolled.mockRestore()
  })
})
