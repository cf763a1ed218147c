// The header's search box as a combobox (issue 16): suggestions from 2 characters once typing pauses, one request per
// pause and the superseded one cancelled; arrows, Enter, Escape, the mouse and blur; the count read out.
import type { BookSuggestion } from '@bookstore/contract/schemas/book'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { stubFetch, type FakeAnswer } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { SUGGEST_DEBOUNCE_MS } from '@/features/catalog/hooks/use-search-box'
import { SearchBox } from './search-box'

const suggestion = (n: number, title: string): BookSuggestion => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  author: `Author ${n}`,
  coverImage: `cover-${n}.webp`,
  newPrice: 10 + n,
})

const FRANKENSTEIN = suggestion(1, 'Frankenstein')
const FRANCE = suggestion(2, 'A Tale of France')
const FRANNY = suggestion(3, 'Franny and Zooey')
const ALL = [FRANKENSTEIN, FRANCE, FRANNY]

/** Answers with the books whose title holds `q`, case-insensitively. */
const serveSuggestions = (
  _body: unknown,
  { query = {} }: { query?: Record<string, string> },
): FakeAnswer => ({
  body: ALL.filter((book) => book.title.toLowerCase().includes((query.q ?? '').toLowerCase())),
})

const renderBox = () => {
  const result = renderScreen(<SearchBox />, { others: ['/books/:id', '/search'] })
  return { ...result, input: screen.getByRole('combobox', { name: 'Search books' }) }
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name })
const options = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true })
const suggestRequests = (requests: ReturnType<typeof stubFetch>) =>
  requests.filter((r) => r.path === '/api/books/suggest').map((r) => r.query?.q)
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

async function typeAndWait(input: HTMLElement, value: string, count: number) {
  type(input, value)
  await waitFor(() => expect(options()).toHaveLength(count))
}

describe('SearchBox', () => {
  it('suggests books from 2 characters once typing pauses, with covers, authors and prices, and says how many', async () => {
    const requests = stubFetch({ 'GET /api/books/suggest': serveSuggestions })
    const { input } = renderBox()
    expect(input.getAttribute('aria-expanded')).toBe('false')
    const listbox = screen.getByRole('listbox', { hidden: true })
    expect(input.getAttribute('aria-controls')).toBe(listbox.id)

    type(input, 'f')
    await pause(SUGGEST_DEBOUNCE_MS + 100)
    expect(suggestRequests(requests)).toEqual([])

    // Keys within the pause make one request, for the text as it stands.
    type(input, 'fr')
    type(input, 'fra')
    await waitFor(() => expect(options()).toHaveLength(3))
    expect(suggestRequests(requests)).toEqual(['fra'])
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(listbox.hidden).toBe(false)
    const first = options()[0] as HTMLElement
    expect(first.textContent).toBe('FrankensteinAuthor 1$11.00')
    expect(within(first).getByRole('presentation').getAttribute('src')).toContain('cover-1')
    expect(screen.getByRole('status').textContent).toBe('3 books suggested.')

    await typeAndWait(input, 'frank', 1)
    expect(suggestRequests(requests)).toEqual(['fra', 'frank'])
    expect(screen.getByRole('status').textContent).toBe('1 book suggested.')
  })

  it('cancels the request a newer text supersedes', async () => {
    const signals: AbortSignal[] = []
    let answerFirst: () => void = () => {}
    stubFetch({
      'GET /api/books/suggest': async (body, request) => {
        if (request.query?.q === 'fra') await new Promise<void>((resolve) => (answerFirst = resolve))
        return serveSuggestions(body, request)
      },
    })
    const stubbed = globalThis.fetch
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      if (init.signal) signals.push(init.signal)
      return stubbed(input, init)
    })
    const { input } = renderBox()
    type(input, 'fra')
    await waitFor(() => expect(signals).toHaveLength(1))
    await typeAndWait(input, 'frank', 1)
    expect(signals).toHaveLength(2)
    expect(signals[0]?.aborted).toBe(true)
    expect(signals[1]?.aborted).toBe(false)
    answerFirst()
  })

  it('moves through the suggestions with the arrow keys, wrapping, and opens the chosen book with Enter', async () => {
    stubFetch({ 'GET /api/books/suggest': serveSuggestions })
    const { input, router } = renderBox()
    input.focus()
    await typeAndWait(input, 'fra', 3)
    const activeTitle = () => {
      const id = input.getAttribute('aria-activedescendant')
      return id
        ? document.getElementById(id)?.firstElementChild?.nextElementSibling?.firstChild?.textContent
        : null
    }
    const selected = () => options().filter((o) => o.getAttribute('aria-selected') === 'true')

    expect(activeTitle()).toBeNull()
    key(input, 'ArrowDown')
    expect(activeTitle()).toBe('Frankenstein')
    expect(selected()).toEqual([options()[0]])
    key(input, 'ArrowDown')
    key(input, 'ArrowDown')
    expect(activeTitle()).toBe('Franny and Zooey')
    key(input, 'ArrowDown')
    expect(activeTitle()).toBe('Frankenstein')
    key(input, 'ArrowUp')
    expect(activeTitle()).toBe('Franny and Zooey')
    key(input, 'ArrowUp')
    expect(activeTitle()).toBe('A Tale of France')
    // The focus stays in the box all along.
    expect(document.activeElement).toBe(input)

    key(input, 'Enter')
    expect(router.state.location.pathname).toBe(`/books/${FRANCE._id}`)
  })

  it('opens /search?q= with Enter on the text when no suggestion is chosen', async () => {
    stubFetch({ 'GET /api/books/suggest': serveSuggestions })
    const { input, router } = renderBox()
    await typeAndWait(input, '  fran zooey ', 0)
    const enter = fireEvent.keyDown(input, { key: 'Enter' })
    // Not taken by the box: the form submits the text.
    expect(enter).toBe(true)
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    expect(router.state.location.pathname).toBe('/search')
    expect(router.state.location.search).toBe('?q=fran+zooey')
  })

  it('closes the list on Escape and empties the box on a second Escape', async () => {
    stubFetch({ 'GET /api/books/suggest': serveSuggestions })
    const { input } = renderBox()
    await typeAndWait(input, 'fra', 3)
    key(input, 'ArrowDown')
    key(input, 'Escape')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-activedescendant')).toBeNull()
    expect((input as HTMLInputElement).value).toBe('fra')
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true)

    // Down opens it again, from the first book.
    key(input, 'ArrowDown')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true')

    key(input, 'Escape')
    key(input, 'Escape')
    expect((input as HTMLInputElement).value).toBe('')
  })

  it('opens a book clicked in the list, the focus kept in the box until then', async () => {
    stubFetch({ 'GET /api/books/suggest': serveSuggestions })
    const { input, router } = renderBox()
    input.focus()
    await typeAndWait(input, 'fra', 3)
    const option = options()[2] as HTMLElement
    // The press does not move the focus (which would close the list before the click lands).
    expect(fireEvent.mouseDown(option)).toBe(false)
    fireEvent.click(option)
    expect(router.state.location.pathname).toBe(`/books/${FRANNY._id}`)
  })

  it('closes when the focus leaves the box, and opens again on typing', async () => {
    stubFetch({ 'GET /api/books/suggest': serveSuggestions })
    const { input } = renderBox()
    await typeAndWait(input, 'fra', 3)
    fireEvent.blur(input)
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe('')
    await typeAndWait(input, 'frank', 1)
    expect(input.getAttribute('aria-expanded')).toBe('true')
  })

  it('says when no book is suggested', async () => {
    stubFetch({ 'GET /api/books/suggest': serveSuggestions })
    const { input } = renderBox()
    type(input, 'zzz')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No books suggested.'))
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows the search on show on /search', () => {
    stubFetch({ 'GET /api/books/suggest': serveSuggestions })
    renderScreen(<SearchBox />, { path: '/search?q=dune', route: '/search' })
    expect((screen.getByRole('combobox', { name: 'Search books' }) as HTMLInputElement).value).toBe('dune')
  })
})
