// The dashboard's customers (issue 17): name (linking to her page), email, orders, total spent, last order and joined,
// newest first a page at a time with the admin token; a search applied a moment after typing stops; the search and
// the page kept in the URL; loading, empty, no match and error states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADA_CUSTOMER, customer, customers, serveCustomers } from '@/testing/customers-kit'
import { stubFetch, type RecordedRequest } from '@/testing/fake-fetch'
import { bodyRows, cellsOf, failingRoute, pagerText, queriesOf } from '@/testing/list-kit'
import { renderScreen } from '@/testing/render-screen'
import { CustomersPage } from './customers-page'

const LIST = 'GET /api/admin/customers'

beforeEach(() => localStorage.setItem('token', 'h.p.s'))

const renderCustomers = (search = '') =>
  renderScreen(<CustomersPage />, {
    route: '/dashboard/customers',
    path: `/dashboard/customers${search}`,
    others: ['/dashboard/customers/:uid'],
  })

const listQueries = (requests: RecordedRequest[]) => queriesOf(requests, LIST)
const showing = () => pagerText('Pages of customers')
const searchBox = () => screen.getByRole('searchbox', { name: 'Search customers' }) as HTMLInputElement

describe('CustomersPage', () => {
  it('lists the customers with their figures, asking with the admin token', async () => {
    const eve = customer(3, {
      orders: 2,
      cancelledOrders: 1,
      totalSpent: 21.48,
      lastOrderAt: '2025-03-19T12:00:00.000Z',
    })
    const requests = stubFetch({ [LIST]: serveCustomers(() => [ADA_CUSTOMER, customer(2), eve]) })
    renderCustomers()
    const table = await screen.findByRole('table', { name: 'Customers, newest first' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Orders', 'Total spent', 'Last order', 'Joined'])
    expect(bodyRows().map(cellsOf)).toEqual([
      ['Ada Lovelace', 'ada@example.org', '3', '$61.50', 'March 20, 2025', 'March 4, 2025'],
      ['Customer 2', 'customer2@example.org', '0', '$0.00', 'Never', 'March 3, 2025'],
      // Her cancelled order counted and said, out of what she spent (issue 22), as on her page and her profile.
      ['Customer 3', 'customer3@example.org', '2 (1 cancelled)', '$21.48', 'March 19, 2025', 'March 2, 2025'],
    ])
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/dashboard/customers/ada-uid',
    )
    expect(showing()).toBe('Showing 1–3 of 3')
    expect(listQueries(requests)).toEqual([{ limit: '20', offset: '0' }])
    expect(requests[0]?.authorization).toBe('Bearer h.p.s')
    expect(document.title).toBe('Customers | Bookstore')
  })

  it("opens a customer's page from her row", async () => {
    stubFetch({ [LIST]: serveCustomers(() => [ADA_CUSTOMER]) })
    const { router } = renderCustomers()
    fireEvent.click(await screen.findByRole('link', { name: 'Ada Lovelace' }))
    await screen.findByRole('heading', { name: '/dashboard/customers/:uid screen' })
    expect(router.state.location.pathname).toBe('/dashboard/customers/ada-uid')
  })

  it('searches a moment after typing stops, from page 1, with the search kept in the URL', async () => {
    const all = [ADA_CUSTOMER, ...customers(30).slice(1)]
    const requests = stubFetch({ [LIST]: serveCustomers(() => all) })
    const { router } = renderCustomers('?page=2')
    await waitFor(() => expect(showing()).toBe('Showing 21–30 of 30'))
    for (const text of ['l', 'lo', 'love']) fireEvent.change(searchBox(), { target: { value: text } })
    await waitFor(() => expect(bodyRows().length).toBe(1))
    expect(cellsOf(bodyRows()[0] as HTMLElement)[0]).toBe('Ada Lovelace')
    expect(router.state.location.search).toBe('?q=love')
    // One request for the word typed, not one a key.
    expect(listQueries(requests)).toEqual([
      { limit: '20', offset: '20' },
      { q: 'love', limit: '20', offset: '0' },
    ])

    fireEvent.change(searchBox(), { target: { value: 'nobody at all' } })
    await screen.findByText('No customers match “nobody at all”')
  })

  it('asks for 3 characters before searching, and sends nothing shorter', async () => {
    const requests = stubFetch({ [LIST]: serveCustomers(() => [ADA_CUSTOMER]) })
    const { router } = renderCustomers()
    await waitFor(() => expect(bodyRows().length).toBe(1))
    fireEvent.change(searchBox(), { target: { value: 'lo' } })
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy()
    expect(searchBox().getAttribute('aria-describedby')).toBeTruthy()
    // Longer than the moment a search waits for: still nothing applied.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(router.state.location.search).toBe('')
    expect(listQueries(requests)).toEqual([{ limit: '20', offset: '0' }])
    fireEvent.change(searchBox(), { target: { value: 'lov' } })
    await waitFor(() => expect(router.state.location.search).toBe('?q=lov'))
    expect(screen.queryByText('Type at least 3 characters')).toBeNull()
  })

  it('pages with Next and Previous, kept in the URL', async () => {
    const requests = stubFetch({ [LIST]: serveCustomers(() => customers(45)) })
    const { router } = renderCustomers()
    await waitFor(() => expect(showing()).toBe('Showing 1–20 of 45'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(showing()).toBe('Showing 21–40 of 45'))
    expect(router.state.location.search).toBe('?page=2')
    expect(cellsOf(bodyRows()[0] as HTMLElement)[0]).toBe('Customer 21')
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(showing()).toBe('Showing 1–20 of 45'))
    expect(
      listQueries(requests)
        .map((q) => q?.offset)
        .slice(0, 2),
    ).toEqual(['0', '20'])
  })

  it('opens at the search and page of its URL, the last page when past the end', async () => {
    const requests = stubFetch({ [LIST]: serveCustomers(() => customers(45)) })
    const { router } = renderCustomers('?q=customer%201&page=3')
    // 'Customer 1' and 10–19: 11 customers, one page.
    await waitFor(() => expect(showing()).toBe('Showing 1–11 of 11'))
    expect(searchBox().value).toBe('customer 1')
    expect(router.state.location.search).toBe('?q=customer+1')
    expect(listQueries(requests)[0]).toEqual({ q: 'customer 1', limit: '20', offset: '40' })
  })

  it("says 'No customers yet' when the shop has none", async () => {
    stubFetch({ [LIST]: serveCustomers(() => []) })
    renderCustomers()
    expect((await screen.findByText('No customers yet')).getAttribute('role')).toBe('status')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says the list could not be loaded, and Try again asks again', async () => {
    const route = failingRoute(
      { status: 500, body: { error: 'internal', message: 'Something went wrong' } },
      serveCustomers(() => [ADA_CUSTOMER]),
    )
    stubFetch({ [LIST]: route.handler })
    renderCustomers()
    expect((await screen.findByRole('alert')).textContent).toContain('The customers could not be loaded.')
    route.recover()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('link', { name: 'Ada Lovelace' })
  })

  it('shows Loading... until the first page arrives', async () => {
    let answer: ((value: unknown) => void) | undefined
    stubFetch({
      [LIST]: async (body, request) => {
        await new Promise((resolve) => (answer = resolve))
        return serveCustomers(() => [ADA_CUSTOMER])(body, request)
      },
    })
    renderCustomers()
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    await waitFor(() => expect(answer).toBeDefined())
    answer?.(undefined)
    await screen.findByRole('table')
  })
})
