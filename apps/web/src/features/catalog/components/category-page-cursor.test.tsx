// A shelf asks for its next page at the URL of the last page's Link rel="next" (issue 26 item 7): with a server that
// pages by keyset cursor (`after=`), 'Load more' asks that URL, not an offset; the first page is still asked at
// offset 0 (the server-rendered page's request, so its hydrated data stays the shelf's first page).
import { LINK_HEADER, SHELF_PAGE_SIZE, TOTAL_COUNT_HEADER } from '@bookstore/contract/schemas/book'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shelfBooks } from '@/testing/book-pages'
import { stubFetch, type Handler } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { CategoryPage } from './category-page'

const SHELF = shelfBooks(58)

/** GET /api/books/ paged by cursor: `after=c<n>` starts at book n; the next link carries the next cursor. */
const serveByCursor: Handler = (_body, { query = {} }) => {
  const limit = Number(query.limit)
  const start = query.after === undefined ? Number(query.offset ?? 0) : Number(query.after.slice(1))
  const end = Math.min(start + limit, SHELF.length)
  const next = new URLSearchParams({ category: query.category ?? '', limit: String(limit), after: `c${end}` })
  return {
    body: SHELF.slice(start, end),
    headers: {
      [TOTAL_COUNT_HEADER]: String(SHELF.length),
      ...(end < SHELF.length ? { [LINK_HEADER]: `</api/books/?${next.toString()}>; rel="next"` } : {}),
    },
  }
}

const shownTitles = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)

describe('CategoryPage paged by cursor', () => {
  it('loads page 2 and 3 at the Link rel="next" URLs', async () => {
    const requests = stubFetch({ 'GET /api/books/': serveByCursor })
    renderScreen(<CategoryPage />, { route: '/categories/:genre', path: '/categories/fantasy' })
    await screen.findByText(`Showing ${SHELF_PAGE_SIZE} of 58`)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Showing 48 of 58')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Showing 58 of 58')
    expect(shownTitles()).toEqual(SHELF.map((b) => b.title))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(requests.filter((r) => r.path === '/api/books/').map((r) => r.query)).toEqual([
      { category: 'fantasy', limit: '24', offset: '0' },
      { category: 'fantasy', limit: '24', after: 'c24' },
      { category: 'fantasy', limit: '24', after: 'c48' },
    ])
  })
})
