// The order history (spec §2 "Orders", §4 "Order delivery", §8): each entry's facts, links, delivery line, first
// 3 items and '+ N more item(s)', the address; Buy it again and View this item; 'No Orders Found' when empty or failed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getCartItems } from '@/shared/cart-store'
import { showDialog } from '@/shared/dialogs'
import { dialogShown } from '@/testing/dialog-mocks'
import { stubFetch } from '@/testing/fake-fetch'
import { bookDetail, line, order, ORDER_ID, session, SHOPPER } from '@/testing/orders-kit'
import { renderScreen } from '@/testing/render-screen'
import { OrdersPage } from './orders-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const ORDERS_PATH = `GET /api/orders/email/${encodeURIComponent(SHOPPER.email)}`

const renderOrders = () => renderScreen(<OrdersPage />, { path: '/orders' })

const entry = () => screen.getByRole('article', { name: 'Order #10042' })

describe('OrdersPage', () => {
  it('shows a loading line while the orders load', async () => {
    stubFetch({ ...session, [ORDERS_PATH]: () => new Promise(() => {}) })
    renderOrders()
    expect((await screen.findByRole('status')).textContent).toBe('Loading orders...')
  })

  it("reads the signed-in shopper's orders and shows each entry's facts, links and address", async () => {
    const requests = stubFetch({ ...session, [ORDERS_PATH]: () => ({ body: [order({ totalPrice: 23.5 })] }) })
    renderOrders()
    await screen.findByRole('article')
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(ORDERS_PATH)
    const card = within(entry())
    expect(card.getByText('March 5, 2025')).toBeTruthy()
    expect(card.getByText('$23.50')).toBeTruthy()
    expect(card.getAllByText('Ada Lovelace').length).toBeGreaterThan(0)
    expect(card.getByText('#10042')).toBeTruthy()
    // The id names the order in its links only (issue 37 item 7), never as text under its number.
    expect(entry().textContent).not.toContain(ORDER_ID)
    expect(card.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      `/orders/one-order/${ORDER_ID}`,
    )
    expect(card.getByRole('link', { name: 'Invoice' }).getAttribute('href')).toBe(
      `/orders/invoice/${ORDER_ID}`,
    )
    expect(card.getByText('In Transit')).toBeTruthy()
    const address = entry().querySelector('address')?.textContent
    expect(address).toBe('12 Elm StSpringfield, IL 62704USA')
  })

  it("names each entry by its order's number ('#10043')", async () => {
    const newer = order({ _id: 'order-newer', number: 10043 })
    stubFetch({ ...session, [ORDERS_PATH]: () => ({ body: [newer, order()] }) })
    renderOrders()
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    const first = within(screen.getByRole('article', { name: 'Order #10043' }))
    expect(first.getByText('#10043')).toBeTruthy()
    expect(first.queryByText('order-newer')).toBeNull()
    expect(within(entry()).queryByText('#10043')).toBeNull()
  })

  it("says 'Delivered on {date}' with the creation date once delivered", async () => {
    stubFetch({ ...session, [ORDERS_PATH]: () => ({ body: [order({ status: true, delivered: true })] }) })
    renderOrders()
    expect(await screen.findByText('Delivered on March 5, 2025')).toBeTruthy()
    expect(screen.queryByText('In Transit')).toBeNull()
  })

  it("says 'Delivered on {date}' with the day the shop delivered it", async () => {
    const delivered = order({ status: true, delivered: true, deliveredAt: '2025-03-09T12:00:00.000Z' })
    stubFetch({ ...session, [ORDERS_PATH]: () => ({ body: [delivered] }) })
    renderOrders()
    expect(await screen.findByText('Delivered on March 9, 2025')).toBeTruthy()
  })

  it("says 'Cancelled' for an order the shop cancelled", async () => {
    stubFetch({ ...session, [ORDERS_PATH]: () => ({ body: [order({ cancelled: true })] }) })
    renderOrders()
    await screen.findByRole('article')
    expect(within(entry()).getByText('Cancelled')).toBeTruthy()
    expect(screen.queryByText('In Transit')).toBeNull()
  })

  it("shows the first 3 items, titles cut for lists, and '+ N more item(s)'", async () => {
    const long = 'A Title Much Longer Than Twenty-Two Characters'
    const lines = [line(1, { title: long }), line(2), line(3), line(4), line(5)]
    stubFetch({ ...session, [ORDERS_PATH]: () => ({ body: [order({ productIds: lines })] }) })
    renderOrders()
    await screen.findByRole('article')
    const items = within(entry()).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0] as HTMLElement).getByText('A Title Much Longer Than ...')).toBeTruthy()
    expect(within(items[1] as HTMLElement).getByText('$12.00')).toBeTruthy()
    expect(
      within(items[2] as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('/covers/cover-3.webp')
    expect(screen.queryByText('Book number 4')).toBeNull()
    expect(screen.getByText('+ 2 more item(s)')).toBeTruthy()
  })

  it("has no '+ N more' line for 3 items or fewer", async () => {
    stubFetch({
      ...session,
      [ORDERS_PATH]: () => ({ body: [order({ productIds: [line(1), line(2), line(3)] })] }),
    })
    renderOrders()
    await screen.findByRole('article')
    expect(screen.queryByText(/more item\(s\)/)).toBeNull()
  })

  it.each([
    ['no orders', () => ({ body: [] })],
    ['a failed load', () => ({ status: 500, body: { error: 'internal', message: 'Internal Server Error' } })],
  ])("shows 'No Orders Found' and Start Shopping for %s", async (_case, answer) => {
    stubFetch({ ...session, [ORDERS_PATH]: answer })
    renderOrders()
    expect(await screen.findByText('No Orders Found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/')
  })

  it('links View this item to the book', async () => {
    stubFetch({ ...session, [ORDERS_PATH]: () => ({ body: [order()] }) })
    renderOrders()
    const view = await screen.findByRole('link', { name: 'View this item: Book number 2' })
    expect(view.getAttribute('href')).toBe('/books/book-2')
  })

  it('Buy it again puts the book, as sold now, in the cart and goes to the cart', async () => {
    stubFetch({
      ...session,
      [ORDERS_PATH]: () => ({ body: [order()] }),
      'GET /api/books/book-2': () => ({ body: bookDetail(2) }),
    })
    const { router } = renderOrders()
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again: Book number 2' }))
    expect(await screen.findByRole('heading', { name: '/cart screen' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/cart')
    expect(showDialog).toHaveBeenCalledWith({
      icon: 'success',
      title: "'Book number 2' has been added to your cart",
      text: 'Keep exploring more books to discover your next favorite read!',
    })
    expect(getCartItems()).toEqual([
      {
        _id: 'book-2',
        title: 'Book number 2',
        description: 'A book.',
        coverImage: 'cover-2.webp',
        category: 'fantasy',
        oldPrice: 22,
        newPrice: 12,
        stock: 5,
      },
    ])
  })

  it('Buy it again warns and keeps the cart as it is when the book is there already, and goes to the cart', async () => {
    stubFetch({
      ...session,
      [ORDERS_PATH]: () => ({ body: [order()] }),
      'GET /api/books/book-1': () => ({ body: bookDetail(1) }),
    })
    const { router } = renderOrders()
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again: Book number 1' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    await router.navigate('/orders')
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again: Book number 1' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(getCartItems().map((item) => item._id)).toEqual(['book-1'])
    expect(showDialog).toHaveBeenLastCalledWith({
      icon: 'warning',
      title: 'Item already in cart',
      text: "You have already added 'Book number 1' to your cart",
    })
  })

  it('Buy it again tells the shopper when the book is sold out, and stays', async () => {
    stubFetch({
      ...session,
      [ORDERS_PATH]: () => ({ body: [order()] }),
      'GET /api/books/book-1': () => ({ body: bookDetail(1, 0) }),
    })
    const { router } = renderOrders()
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again: Book number 1' }))
    await dialogShown({
      icon: 'warning',
      title: 'Out of stock',
      text: "'Book number 1' is sold out for now.",
    })
    expect(router.state.location.pathname).toBe('/orders')
    expect(getCartItems()).toEqual([])
  })

  it('Buy it again tells the shopper when the store no longer sells the book', async () => {
    stubFetch({ ...session, [ORDERS_PATH]: () => ({ body: [order()] }) })
    renderOrders()
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it again: Book number 1' }))
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'No longer available' })),
    )
    expect(getCartItems()).toEqual([])
  })

  it('offers neither action on a line whose book was deleted since', async () => {
    stubFetch({
      ...session,
      [ORDERS_PATH]: () => ({ body: [order({ productIds: [line(1, { _id: null, title: 'Gone Book' })] })] }),
    })
    renderOrders()
    expect(await screen.findByText('Gone Book')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Buy it again/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /View this item/ })).toBeNull()
  })
})
