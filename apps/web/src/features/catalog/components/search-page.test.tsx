// The search page reads the search text, filters and order from the URL and writes choices back to it (Back restores
// them); it says how many books match; when none does, "Did you mean" links to the search for the closest text, and
// bestselling books follow. A corrected search says 'Showing results for …' and links to the search as typed.
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shelfBooks, serveBookPages } from '@/testing/book-pages'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { SearchPage } from './search-page'

const BOOKS = [
  ...shelfBooks(3, 'horror').map((book, i) => ({ ...book, title: `Dune ${i + 1}`, newPrice: 10 + i * 10 })),
  ...shelfBooks(2, 'mystery').map((book, i) => ({ ...book, _id: `m-${i}`, title: `Dune mystery ${i + 1}` })),
  ...shelfBooks(4, 'fantasy').map((book, i) => ({ ...book, _id: `f-${i}`, title: `Bestseller ${i + 1}` })),
]

const renderSearch = (search: string) =>
  renderScreen(<SearchPage />, { route: '/search', path: `/search${search}` }).router

const serve = (didYouMean: string | null = null) =>
  stubFetch({
    'GET /api/books/': (body, request) =>
      request.query?.sort === 'bestselling'
        ? { body: BOOKS.slice(5, 5 + Number(request.query.limit)) }
        : serveBookPages(() => BOOKS)(body, request),
    'GET /api/books/did-you-mean': () => ({ body: { text: didYouMean } }),
  })

const resultTitles = () =>
  within(screen.getAllByRole('list')[0] as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent)

describe('SearchPage', () => {
  it('shows the search text, how many books match and the books, asking with the URL filters', async () => {
    const requests = serve()
    renderSearch('?q=dune&sort=price-desc&maxPrice=25')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “dune”')
    expect(document.title).toBe('Search results for “dune” | Bookstore')
    await screen.findByText('4 results')
    expect(resultTitles()).toEqual(['Dune 2', 'Dune mystery 1', 'Dune mystery 2', 'Dune 1'])
    // The books' hearts also ask who is signed in (the wishlist): only the books' requests are counted here.
    expect(requests.filter((r) => r.path === '/api/books/').map((r) => r.query)).toEqual([
      { q: 'dune', maxPrice: '25', sort: 'price-desc', limit: '24', offset: '0' },
    ])
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price-desc')
  })

  it('keeps a chosen category in the URL, and Back restores the results before it', async () => {
    serve()
    const router = renderSearch('?q=dune')
    await screen.findByText('5 results')
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('relevance')
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'mystery' } })
    expect(router.state.location.search).toBe('?q=dune&category=mystery')
    await screen.findByText('2 results')
    expect(resultTitles()).toEqual(['Dune mystery 1', 'Dune mystery 2'])

    await act(() => router.navigate(-1))
    await screen.findByText('5 results')
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('')
  })

  it('says when nothing matches, offers the closest text and shows bestselling books', async () => {
    const requests = serve('Dune')
    renderSearch('?q=dnue')
    await screen.findByText('No books match “dnue”.')
    const link = await screen.findByRole('link', { name: 'Dune' })
    expect(link.getAttribute('href')).toBe('/search?q=Dune')
    expect(link.parentElement?.textContent).toBe('Did you mean Dune?')
    expect(screen.getByText('0 results')).toBeTruthy()
    const bestsellers = screen.getByRole('region', { name: 'Bestselling books' })
    await within(bestsellers).findAllByRole('listitem')
    expect(
      within(bestsellers)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Bestselling books', 'Bestseller 1', 'Bestseller 2', 'Bestseller 3', 'Bestseller 4'])
    expect(requests.find((r) => r.path === '/api/books/did-you-mean')?.query).toEqual({ q: 'dnue' })
    expect(requests.find((r) => r.query?.sort === 'bestselling')?.query).toEqual({
      sort: 'bestselling',
      limit: '4',
    })
  })

  it('leaves "Did you mean" out when there is no close text, and names the filters', async () => {
    serve(null)
    renderSearch('?q=dune&minPrice=90')
    await screen.findByText('No books match “dune” with these filters.')
    await screen.findByRole('region', { name: 'Bestselling books' })
    expect(screen.queryByText(/Did you mean/)).toBeNull()
  })

  it('says which text a corrected search was answered for, and links to the search as typed', async () => {
    // As the API answers a misspelling: the books of the corrected text, X-Search-Corrected naming it (encoded);
    // with exact=true the words as typed, which find nothing.
    const requests = stubFetch({
      'GET /api/books/': async (body, request) => {
        if (request.query?.sort === 'bestselling') return { body: BOOKS.slice(5, 9) }
        if (request.query?.exact === 'true') return serveBookPages(() => [])(body, request)
        const answer = await serveBookPages(() => BOOKS)(body, {
          ...request,
          query: { ...request.query, q: 'dune' },
        })
        return {
          ...answer,
          headers: { ...answer.headers, 'X-Search-Corrected': encodeURIComponent('dune é') },
        }
      },
      'GET /api/books/did-you-mean': () => ({ body: { text: 'Dune' } }),
    })
    const router = renderSearch('?q=dnue')
    await screen.findByText('5 results')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “dnue”')
    expect(screen.getByText('Showing results for', { exact: false }).textContent).toBe(
      'Showing results for dune é',
    )
    expect(resultTitles()).toContain('Dune 1')
    const instead = screen.getByRole('link', { name: 'Search instead for dnue' })
    expect(instead.getAttribute('href')).toBe('/search?q=dnue&exact=true')

    fireEvent.click(instead)
    await screen.findByText('No books match “dnue”.')
    expect(router.state.location.search).toBe('?q=dnue&exact=true')
    expect(screen.queryByText(/Showing results for/)).toBeNull()
    expect(await screen.findByRole('link', { name: 'Dune' })).toBeTruthy()
    const asked = requests.filter((r) => r.path === '/api/books/' && r.query?.sort !== 'bestselling')
    expect(asked.map((r) => r.query)).toEqual([
      { q: 'dnue', limit: '24', offset: '0' },
      { q: 'dnue', exact: 'true', limit: '24', offset: '0' },
    ])
  })

  it('shows no correction line when the API names none', async () => {
    serve()
    renderSearch('?q=dune')
    await screen.findByText('5 results')
    expect(screen.queryByText(/Showing results for/)).toBeNull()
    expect(screen.queryByRole('link', { name: /Search instead for/ })).toBeNull()
  })

  it('says the results could not be loaded, with Try again', async () => {
    stubFetch({ 'GET /api/books/': () => ({ status: 500, body: { error: 'internal', message: 'x' } }) })
    renderSearch('?q=dune')
    expect((await screen.findByRole('alert')).textContent).toContain('The books could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('keeps the search text editable on the page, and counts the filters set on the Filters button', async () => {
    serve()
    const router = renderSearch('?q=dune&category=mystery&sort=title')
    await screen.findByText('2 results')
    // The page's own box (shown below md, where the header's is behind a button) holds the search on show.
    const box = screen.getByRole('combobox', { name: 'Search books' }) as HTMLInputElement
    expect(box.value).toBe('dune')
    expect(screen.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-haspopup')).toBe('dialog')

    fireEvent.change(box, { target: { value: 'dune mystery' } })
    fireEvent.submit(box.closest('form') as HTMLFormElement)
    expect(router.state.location.search).toBe('?q=dune+mystery')
    await screen.findByRole('heading', { level: 1, name: 'Results for “dune mystery”' })
    expect(box.value).toBe('dune mystery')
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy()
  })

  it('asks for nothing without a search text', () => {
    const requests = serve()
    renderSearch('')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search')
    expect(requests).toEqual([])
  })
})
