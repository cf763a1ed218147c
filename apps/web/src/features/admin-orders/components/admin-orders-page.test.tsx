// The dashboard's orders (issue 17): the rows (date, number, customer, items, total, state), newest first a page at a
// time; the state, days and search filters sent to the API and kept in the URL (Back returns to the previous filters);
// a row opens its order; loading, empty and error states; 'Download CSV' saves the filtered export or says it failed.
import { formatOrderNumber } from '@bookstore/contract/order-number'
import type { AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, type Handler, type RecordedRequest } from '@/testing/fake-fetch'
import { bodyRows, cellsOf, failingRoute, pageAnswer, pagerText, queriesOf } from '@/testing/list-kit'
import { line, order } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { AdminOrdersPage } from './admin-orders-page'

const LIST = 'GET /api/admin/orders'
const EXPORT = 'GET /api/admin/orders/export.csv'

/** Order n (1 = newest), placed n hours before noon UTC on 2025-03-05. */
const adminOrder = (n: number, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  ...order({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: 10100 - n,
    name: `Shopper ${n}`,
    email: `shopper${n}@example.org`,
    createdAt: new Date(Date.UTC(2025, 2, 5, 12) - n * 3_600_000).toISOString(),
  }),
  shippedBy: null,
  deliveredBy: null,
  cancelledBy: null,
  ...overrides,
})

/** GET /api/admin/orders over `orders`: the status and q filters, a page from offset, X-Total-Count. */
const serveOrders =
  (orders: AdminOrder[]): Handler =>
  (_body, { query = {} }) => {
    const state = (o: AdminOrder) => (o.cancelled ? 'cancelled' : o.delivered ? 'delivered' : 'in-transit')
    const q = query.q?.toLowerCase()
    const matching = orders.filter(
      (o) =>
        (!query.status || state(o) === query.status) &&
        (!q ||
          o._id === q ||
          `#${o.number}` === q ||
          o.email.includes(q) ||
          o.name.toLowerCase().includes(q)),
    )
    return pageAnswer(matching, query)
  }

const listQueries = (requests: RecordedRequest[]) => queriesOf(requests, LIST)

const renderOrders = (search = '') =>
  renderScreen(<AdminOrdersPage />, {
    route: '/dashboard/orders',
    path: `/dashboard/orders${search}`,
    others: ['/dashboard/orders/:id'],
  })

const showing = () => pagerText('Pages of orders')

beforeEach(() => localStorage.setItem('token', 'h.p.s'))
afterEach(() => vi.restoreAllMocks())

describe('AdminOrdersPage', () => {
  it('shows a loading line, then the rows newest first: date, number, customer, items, total and state', async () => {
    const orders = [
      adminOrder(1, { totalPrice: 23.5 }),
      adminOrder(2, { delivered: true, status: true, productIds: [line(1)] }),
      adminOrder(3, { cancelled: true }),
    ]
    const requests = stubFetch({ [LIST]: serveOrders(orders) })
    renderOrders()
    expect((await screen.findByRole('status')).textContent).toBe('Loading...')
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Number', 'Customer', 'Items', 'Total', 'State'])
    const [first, second, third] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement]
    const [date, ...rest] = cellsOf(first)
    expect(date).toMatch(/^March 5, 2025, \d\d:\d\d$/)
    expect(rest).toEqual(['#10099', 'Shopper 1shopper1@example.org', '2 items', '$23.50', 'In transit'])
    expect(cellsOf(second).slice(1)).toEqual([
      '#10098',
      'Shopper 2shopper2@example.org',
      '1 item',
      '$23.00',
      'Delivered',
    ])
    expect(cellsOf(third)[5]).toBe('Cancelled')
    expect(showing()).toBe('Showing 1–3 of 3')
    expect(listQueries(requests)).toEqual([{ limit: '20', offset: '0' }])
    // The dashboard's calls carry the admin's token.
    expect(requests[0]?.authorization).toBe('Bearer h.p.s')
  })

  it("says 'No orders yet' when there are none", async () => {
    stubFetch({ [LIST]: serveOrders([]) })
    renderOrders()
    expect(await screen.findByText('No orders yet')).toBeTruthy()
  })

  it("says 'No orders match these filters' when filters leave none", async () => {
    stubFetch({ [LIST]: serveOrders([adminOrder(1)]) })
    renderOrders('?status=cancelled')
    expect(await screen.findByText('No orders match these filters')).toBeTruthy()
  })

  it('says the orders could not be loaded, and Try again asks again', async () => {
    const list = failingRoute(
      { status: 500, body: { error: 'internal', message: 'Internal Server Error' } },
      serveOrders([adminOrder(1)]),
    )
    stubFetch({ [LIST]: list.handler })
    renderOrders()
    expect((await screen.findByRole('alert')).textContent).toContain('The orders could not be loaded.')
    list.recover()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table')
  })

  it('sends the state and days to the API and keeps them in the URL; Back returns to the previous filters', async () => {
    const orders = [adminOrder(1), adminOrder(2, { delivered: true, status: true })]
    const requests = stubFetch({ [LIST]: serveOrders(orders) })
    const { router } = renderOrders()
    await screen.findByRole('table')

    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'delivered' } })
    await waitFor(() => expect(bodyRows().length).toBe(1))
    expect(router.state.location.search).toBe('?status=delivered')

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } })
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=delivered&from=2025-03-01&to=2025-03-31'),
    )
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({
        status: 'delivered',
        from: '2025-03-01',
        to: '2025-03-31',
        limit: '20',
        offset: '0',
      }),
    )

    await router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).toBe('?status=delivered&from=2025-03-01'))
    await waitFor(() => expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(''))
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-03-01')
    await router.navigate(-2)
    await waitFor(() => expect(bodyRows().length).toBe(2))
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('')
  })

  it('refuses a From day after the To day without asking the API', async () => {
    const requests = stubFetch({ [LIST]: serveOrders([adminOrder(1)]) })
    renderOrders('?from=2025-03-09&to=2025-03-01')
    expect((await screen.findByRole('alert')).textContent).toBe('The From day must not be after the To day.')
    expect(listQueries(requests)).toEqual([])
  })

  it('searches by order id, email or name a moment after typing stops, from page 1', async () => {
    const orders = Array.from({ length: 25 }, (_, i) => adminOrder(i + 1))
    const requests = stubFetch({ [LIST]: serveOrders(orders) })
    const { router } = renderOrders('?page=2')
    await screen.findByRole('table')
    const search = screen.getByRole('searchbox', { name: 'Search orders' })
    for (const text of ['s', 'sh', 'shopper7@']) fireEvent.change(search, { target: { value: text } })
    await waitFor(() => expect(bodyRows().length).toBe(1))
    expect(cellsOf(bodyRows()[0] as HTMLElement)[2]).toBe('Shopper 7shopper7@example.org')
    // One request for the text typed, not one a key.
    expect(listQueries(requests)).toEqual([
      { limit: '20', offset: '20' },
      { q: 'shopper7@', limit: '20', offset: '0' },
    ])
    expect(router.state.location.search).toBe('?q=shopper7%40')
  })

  it("finds an order by its number: '#10093' goes to the API as typed", async () => {
    const orders = Array.from({ length: 25 }, (_, i) => adminOrder(i + 1))
    const requests = stubFetch({ [LIST]: serveOrders(orders) })
    renderOrders()
    await screen.findByRole('table')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: '#10093' },
    })
    await waitFor(() => expect(bodyRows().length).toBe(1))
    expect(cellsOf(bodyRows()[0] as HTMLElement).slice(1, 3)).toEqual([
      '#10093',
      'Shopper 7shopper7@example.org',
    ])
    expect(listQueries(requests).at(-1)).toEqual({ q: '#10093', limit: '20', offset: '0' })
  })

  it('reads its filters and page from the URL', async () => {
    const orders = Array.from({ length: 30 }, (_, i) => adminOrder(i + 1, { cancelled: true }))
    const requests = stubFetch({ [LIST]: serveOrders(orders) })
    renderOrders('?status=cancelled&q=shopper&page=2')
    await screen.findByRole('table')
    expect(listQueries(requests)).toEqual([{ status: 'cancelled', q: 'shopper', limit: '20', offset: '20' }])
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('cancelled')
    expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe(
      'shopper',
    )
    expect(showing()).toBe('Showing 21–30 of 30')
  })

  it('pages with Next and Previous, kept in the URL', async () => {
    const orders = Array.from({ length: 45 }, (_, i) => adminOrder(i + 1))
    const requests = stubFetch({ [LIST]: serveOrders(orders) })
    const { router } = renderOrders('?status=in-transit')
    await screen.findByRole('table')
    expect(showing()).toBe('Showing 1–20 of 45')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(showing()).toBe('Showing 21–40 of 45'))
    expect(router.state.location.search).toBe('?status=in-transit&page=2')
    expect(cellsOf(bodyRows()[0] as HTMLElement)[2]).toBe('Shopper 21shopper21@example.org')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(showing()).toBe('Showing 41–45 of 45'))
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(showing()).toBe('Showing 21–40 of 45'))
    expect(
      listQueries(requests)
        .map((q) => q?.offset)
        .slice(0, 3),
    ).toEqual(['0', '20', '40'])
  })

  it("says '10,000+ orders match' when the API's count stopped there, and pages on by its Link", async () => {
    const orders = Array.from({ length: 20 }, (_, i) => adminOrder(i + 1))
    stubFetch({
      [LIST]: (_body, { query = {} }) => ({
        body: orders,
        headers: {
          'X-Total-Count': '10000',
          'X-Total-Count-Capped': 'true',
          Link: `</api/admin/orders?q=shopper&limit=20&offset=${Number(query.offset ?? 0) + 20}>; rel="next"`,
        },
      }),
    })
    const { router } = renderOrders('?q=shopper&page=600')
    await screen.findByRole('table')
    // Page 600 is past 10,000 rows: kept, not sent back to a last page.
    expect(router.state.location.search).toBe('?q=shopper&page=600')
    expect(screen.getByText('10,000+ orders match')).toBeTruthy()
    expect(showing()).toBe('Showing 11981–12000')
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('false')
  })

  it('opens a page past the end as the last page', async () => {
    stubFetch({ [LIST]: serveOrders([adminOrder(1)]) })
    const { router } = renderOrders('?page=4')
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText('Shopper 1')).toBeTruthy()
  })

  it("opens an order from its row, by its number's link or a click anywhere on the row", async () => {
    const one = adminOrder(1)
    stubFetch({ [LIST]: serveOrders([one]) })
    const { router } = renderOrders('?status=in-transit')
    await screen.findByRole('table')
    const row = bodyRows()[0] as HTMLElement
    // The number names the row and is its link (issue 37 item 7), not the date.
    const link = within(row).getByRole('link')
    expect(link.textContent).toBe(formatOrderNumber(one.number))
    expect(within(row).getByRole('rowheader').textContent).toBe(formatOrderNumber(one.number))
    expect(link.getAttribute('href')).toBe(`/dashboard/orders/${one._id}`)
    fireEvent.click(within(row).getByText('2 items'))
    expect(await screen.findByRole('heading', { name: '/dashboard/orders/:id screen' })).toBeTruthy()
    expect(router.state.location.pathname).toBe(`/dashboard/orders/${one._id}`)
    // The order's page is told the list's filters, to lead back to them.
    expect(router.state.location.state).toEqual({ ordersSearch: '?status=in-transit' })
  })
})

describe('Download CSV', () => {
  const saved = () => {
    const created: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob)
      return 'blob:orders'
    })
    URL.revokeObjectURL = vi.fn()
    const clicks: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download })
    })
    return { created, clicks }
  }

  it("saves the export of the filters shown, asked with the admin's token", async () => {
    const { created, clicks } = saved()
    const requests = stubFetch({
      [LIST]: serveOrders([adminOrder(1)]),
      [EXPORT]: () => ({ body: 'order id,date\n1,2025-03-05\n' }),
    })
    renderOrders('?status=in-transit&q=ada&page=2')
    await screen.findByRole('button', { name: 'Download CSV' })
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(clicks.length).toBe(1))
    const asked = requests.find((r) => `${r.method} ${r.path}` === EXPORT)
    expect(asked?.query).toEqual({ status: 'in-transit', q: 'ada' })
    expect(asked?.authorization).toBe('Bearer h.p.s')
    expect(clicks[0]?.href).toBe('blob:orders')
    expect(clicks[0]?.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await created[0]?.text()).toContain('order id,date')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the download failed when the server refuses it', async () => {
    const { clicks } = saved()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      [LIST]: serveOrders([adminOrder(1)]),
      [EXPORT]: () => ({ status: 500, body: { error: 'internal', message: 'Internal Server Error' } }),
    })
    renderOrders()
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The CSV could not be downloaded. Please try again.',
    )
    expect(clicks).toEqual([])
  })
})
