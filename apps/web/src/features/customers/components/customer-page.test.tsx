// One customer in the dashboard (issue 17): her account and figures, and her orders (GET /api/admin/orders with
// `customer`) newest first a page at a time, each with date (the link to the order's page), items, total and state;
// not found, error and no-orders states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADA_CUSTOMER, customerOrder } from '@/testing/customers-kit'
import { stubFetch, type Handler, type RecordedRequest } from '@/testing/fake-fetch'
import { bodyRows, cellsOf, failingRoute, pageAnswer, pagerText, queriesOf } from '@/testing/list-kit'
import { line } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { CustomerPage } from './customer-page'

const ONE = 'GET /api/admin/customers/ada-uid'
const ORDERS = 'GET /api/admin/orders'

beforeEach(() => localStorage.setItem('token', 'h.p.s'))

const renderCustomer = (search = '') =>
  renderScreen(<CustomerPage />, {
    route: '/dashboard/customers/:uid',
    path: `/dashboard/customers/ada-uid${search}`,
    others: ['/dashboard/customers', '/dashboard/orders/:id'],
  })

/** GET /api/admin/orders over `orders`: a page from offset, X-Total-Count. */
const serveOrders =
  (orders: ReturnType<typeof customerOrder>[]): Handler =>
  (_body, { query = {} }) =>
    pageAnswer(orders, query)

const orderQueries = (requests: RecordedRequest[]) => queriesOf(requests, ORDERS)
const showing = () => pagerText('Pages of her orders')
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]),
  )

const THREE_ORDERS = [
  customerOrder(1),
  customerOrder(2, { delivered: true, status: true, productIds: [line(3)], totalPrice: 13 }),
  customerOrder(3, { cancelled: true, totalPrice: 40 }),
]

describe('CustomerPage', () => {
  it('shows her account, her figures and her orders with their state, each linking to the order', async () => {
    // Her figures as the API gives them for THREE_ORDERS: one cancelled, out of what she spent.
    const ada = { ...ADA_CUSTOMER, orders: 3, cancelledOrders: 1, totalSpent: 36 }
    const requests = stubFetch({ [ONE]: () => ({ body: ada }), [ORDERS]: serveOrders(THREE_ORDERS) })
    renderCustomer()
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy()
    expect(facts()).toEqual({
      Email: 'ada@example.org',
      Username: 'ada',
      Joined: 'March 4, 2025',
      Orders: '3 (1 cancelled)',
      'Total spent': '$36.00',
      'Last order': 'March 20, 2025',
    })
    const table = await screen.findByRole('table', { name: 'Her orders, newest first' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Number', 'Items', 'Total', 'State'])
    expect(bodyRows().map(cellsOf)).toEqual([
      ['March 20, 2025', '#10099', '2 items', '$23.00', 'In transit'],
      ['March 19, 2025', '#10098', '1 item', '$13.00', 'Delivered'],
      ['March 18, 2025', '#10097', '2 items', '$40.00', 'Cancelled'],
    ])
    const first = screen.getByRole('link', { name: '#10099' })
    expect(first.getAttribute('href')).toBe(`/dashboard/orders/${THREE_ORDERS[0]?._id}`)
    expect(orderQueries(requests)).toEqual([{ customer: 'ada-uid', limit: '10', offset: '0' }])
    expect(requests.every((r) => r.authorization === 'Bearer h.p.s')).toBe(true)
    expect(document.title).toBe('Ada Lovelace | Bookstore')

    fireEvent.click(first)
    await screen.findByRole('heading', { name: '/dashboard/orders/:id screen' })
  })

  it('says of a customer with a delivered and a cancelled order what her table and her profile say (issue 22)', async () => {
    // The profile of the same shopper says 'Total amount spent $21.48': profile-page.test.tsx.
    const orders = [
      customerOrder(1, { cancelled: true, productIds: [line(1)], totalPrice: 9.99 }),
      customerOrder(2, { delivered: true, status: true, productIds: [line(2)], totalPrice: 21.48 }),
    ]
    const eve = {
      ...ADA_CUSTOMER,
      orders: 2,
      cancelledOrders: 1,
      totalSpent: 21.48,
      lastOrderAt: orders[0]?.placedAt ?? null,
    }
    stubFetch({ [ONE]: () => ({ body: eve }), [ORDERS]: serveOrders(orders) })
    renderCustomer()
    await screen.findByRole('table', { name: 'Her orders, newest first' })
    const rows = bodyRows().map(cellsOf)
    expect(rows).toEqual([
      ['March 20, 2025', '#10099', '1 item', '$9.99', 'Cancelled'],
      ['March 19, 2025', '#10098', '1 item', '$21.48', 'Delivered'],
    ])
    expect(facts()).toMatchObject({
      Orders: '2 (1 cancelled)',
      'Total spent': '$21.48',
      'Last order': 'March 20, 2025',
    })
    expect(showing()).toBe('Showing 1–2 of 2')
  })

  it('pages through her orders, the page kept in the URL', async () => {
    const many = Array.from({ length: 14 }, (_, i) => customerOrder(i + 1))
    const requests = stubFetch({ [ONE]: () => ({ body: ADA_CUSTOMER }), [ORDERS]: serveOrders(many) })
    const { router } = renderCustomer()
    await waitFor(() => expect(showing()).toBe('Showing 1–10 of 14'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(showing()).toBe('Showing 11–14 of 14'))
    expect(router.state.location.search).toBe('?page=2')
    expect(bodyRows().length).toBe(4)
    expect(orderQueries(requests)[1]).toEqual({ customer: 'ada-uid', limit: '10', offset: '10' })
  })

  it("says 'No orders yet' for a customer who has none", async () => {
    stubFetch({
      [ONE]: () => ({ body: { ...ADA_CUSTOMER, orders: 0, totalSpent: 0, lastOrderAt: null } }),
      [ORDERS]: serveOrders([]),
    })
    renderCustomer()
    await screen.findByText('No orders yet')
    expect(facts()['Last order']).toBe('Never')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says when there is no such customer, with the way back to the list', async () => {
    stubFetch({ [ONE]: () => ({ status: 404, body: { error: 'not_found', message: 'Customer not found' } }) })
    renderCustomer()
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found')
    fireEvent.click(screen.getByRole('link', { name: 'Back to customers' }))
    await screen.findByRole('heading', { name: '/dashboard/customers screen' })
  })

  it('says she could not be loaded, and Try again asks again', async () => {
    const route = failingRoute({ status: 503, body: { error: 'unavailable', message: 'Try later' } }, () => ({
      body: ADA_CUSTOMER,
    }))
    stubFetch({ [ONE]: route.handler, [ORDERS]: serveOrders(THREE_ORDERS) })
    renderCustomer()
    expect((await screen.findByRole('alert')).textContent).toContain('The customer could not be loaded.')
    route.recover()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Ada Lovelace' })
  })

  it('says her orders could not be loaded, beside her account', async () => {
    stubFetch({
      [ONE]: () => ({ body: ADA_CUSTOMER }),
      [ORDERS]: () => ({ status: 500, body: { error: 'internal', message: 'Something went wrong' } }),
    })
    renderCustomer()
    expect((await screen.findByRole('alert')).textContent).toContain('Her orders could not be loaded.')
    expect(facts().Email).toBe('ada@example.org')
  })
})
