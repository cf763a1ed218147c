// The checkout screen: the summary (count, 6 lines, ellipsis, total), the form's messages next to the fields and
// the terms rule, the spec's order body, and what success and failure do to the cart, the dialogs and the route.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addToCart, clearCart, getCartItems, type CartItem } from '../../../shared/cart-store'
import { showDialog } from '../../../shared/dialogs'
import { stubFetch, type FakeAnswer } from '../../../test-fetch'
import { CheckoutPage } from './checkout-page'

vi.mock('../../../shared/dialogs', () => ({ showDialog: vi.fn(async () => {}) }))

const ADA = { id: 'uid-ada', email: 'ada@example.org', name: 'ada', username: 'ada', image: null }
const session = { 'GET /api/identity/get-session': () => ({ body: { session: { id: 's' }, user: ADA } }) }

const book = (n: number, title = `Book number ${n}`): CartItem => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  description: 'A book.',
  coverImage: `${n}.webp`,
  category: 'mystery',
  oldPrice: 20,
  newPrice: n / 10,
  stock: 5,
})

const ORDER = {
  _id: 'order-1',
  userUid: ADA.id,
  name: 'Ada Lovelace',
  email: ADA.email,
  address: {
    street: '12 St James Sq',
    city: 'London',
    country: 'UK',
    state: 'Greater London',
    zipcode: 'SW1Y',
  },
  phone: '0123456789',
  productIds: [],
  totalPrice: 0.3,
  delivered: false,
  status: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  placedAt: '2025-01-01T00:00:00.000Z',
}

const renderCheckout = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/orders', element: <h1>Orders screen</h1> },
      { path: '/categories/:genre', element: <h1>Category screen</h1> },
    ],
    { initialEntries: ['/checkout'] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, queryClient }
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const messageOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent ?? null
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.input(field(label), { target: { value } })
}
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }))
const TERMS = 'I agree with the Terms & Conditions and Shopping Policy'
const ADDRESS = {
  Name: 'Ada Lovelace',
  'Phone number': '0123456789',
  Address: '12 St James Sq',
  City: 'London',
  Country: 'UK',
  State: 'Greater London',
  Zipcode: 'SW1Y',
}

beforeEach(() => {
  clearCart()
  vi.mocked(showDialog).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('CheckoutPage', () => {
  it('sums up the order: count, at most 6 lines with list-cut titles, an ellipsis line, the total', async () => {
    stubFetch(session)
    addToCart(book(1, 'A Title Far Longer Than Twenty-Two Characters'))
    for (const n of [2, 3, 4, 5, 6, 7]) addToCart(book(n))
    renderCheckout()
    const summary = await screen.findByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('7 items')).toBeTruthy()
    const lines = within(summary).getAllByRole('listitem')
    expect(lines).toHaveLength(7)
    expect(lines[0]?.textContent).toBe('A Title Far Longer Than T...$0.10')
    expect(lines[6]?.textContent).toBe('...and 1 more')
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$2.80')
  })

  it('shows the account email read-only and a numeric phone input', async () => {
    stubFetch(session)
    addToCart(book(1))
    renderCheckout()
    await screen.findByRole('button', { name: 'Place Order' })
    expect(field('Email').value).toBe('ada@example.org')
    expect(field('Email').readOnly).toBe(true)
    expect(field('Phone number').getAttribute('inputmode')).toBe('numeric')
    expect(field('Phone number').type).toBe('tel')
  })

  it('says what is missing next to each field, and asks for the terms until they are ticked', async () => {
    const requests = stubFetch(session)
    addToCart(book(1))
    renderCheckout()
    await screen.findByRole('button', { name: 'Place Order' })
    placeOrder()
    await waitFor(() => expect(messageOf('Name')).toBe('Name is required'))
    expect(messageOf('Phone number')).toBe('Phone number is required')
    expect(messageOf('Address')).toBe('Address is required')
    expect(messageOf('City')).toBe('City is required')
    expect(messageOf('Country')).toBe('Country is required')
    expect(messageOf('State')).toBe('State is required')
    expect(messageOf('Zipcode')).toBe('Zipcode is required')
    expect(messageOf(TERMS)).toBe('You must accept Terms & Conditions to place an order')

    fireEvent.click(field(TERMS))
    await waitFor(() => expect(messageOf(TERMS)).toBeNull())
    fireEvent.click(field(TERMS))
    await waitFor(() => expect(messageOf(TERMS)).toBe('You must accept Terms & Conditions to place an order'))
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('posts the spec body, clears the cart, shows the success dialog and goes to /orders', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    const requests = stubFetch({
      ...session,
      'POST /api/orders/': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    })
    addToCart(book(1))
    addToCart(book(2))
    const { router, queryClient } = renderCheckout()
    queryClient.setQueryData(['orders', 'email', ADA.email], [])
    queryClient.setQueryData(['books', 'list', {}], [])
    await screen.findByRole('button', { name: 'Place Order' })
    fill(ADDRESS)
    fireEvent.click(field(TERMS))
    placeOrder()

    const sending = await screen.findByRole('button', { name: 'Placing Order...' })
    expect(sending.hasAttribute('disabled')).toBe(true)
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      userUid: 'uid-ada',
      content: {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        address: {
          street: '12 St James Sq',
          city: 'London',
          country: 'UK',
          state: 'Greater London',
          zipcode: 'SW1Y',
        },
        phone: '0123456789',
        productIds: [book(1)._id, book(2)._id],
        totalPrice: 0.3,
        delivered: false,
      },
    })
    answer({ status: 201, body: ORDER })

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
    expect(getCartItems()).toEqual([])
    expect(showDialog).toHaveBeenCalledWith({
      icon: 'success',
      title: 'Order placed',
      text: 'Your order was placed successfully!',
    })
    expect(queryClient.getQueryState(['orders', 'email', ADA.email])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['books', 'list', {}])?.isInvalidated).toBe(true)
  })

  it('keeps the cart and says Failed to place the order, with the server reason, when refused', async () => {
    stubFetch({
      ...session,
      'POST /api/orders/': () => ({
        status: 409,
        body: { error: 'conflict', message: 'The total does not match the current prices.' },
      }),
    })
    addToCart(book(1))
    const { router } = renderCheckout()
    await screen.findByRole('button', { name: 'Place Order' })
    fill(ADDRESS)
    fireEvent.click(field(TERMS))
    placeOrder()

    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Failed to place the order',
        text: 'The total does not match the current prices.',
      }),
    )
    expect(getCartItems()).toEqual([book(1)])
    expect(router.state.location.pathname).toBe('/checkout')
    expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(false)
  })

  it('offers a way back to shopping instead of a form when the cart is empty', async () => {
    stubFetch(session)
    renderCheckout()
    expect(await screen.findByText('Your cart is empty')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/categories/fantasy',
    )
  })
})
