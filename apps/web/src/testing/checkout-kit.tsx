// What the checkout screen's tests share: a signed-in shopper, cart items, the order the server answers, the
// screen in a memory router with a fresh query client, and the form's fields.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { CartItem } from '../shared/cart-store'
import { CheckoutPage } from '../features/checkout/components/checkout-page'

export const ADA = { id: 'uid-ada', email: 'ada@example.org', name: 'ada', username: 'ada', image: null }
export const session = {
  'GET /api/identity/get-session': () => ({ body: { session: { id: 's' }, user: ADA } }),
}

export const book = (n: number, title = `Book number ${n}`): CartItem => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  description: 'A book.',
  coverImage: `${n}.webp`,
  category: 'mystery',
  oldPrice: 20,
  newPrice: n / 10,
  stock: 5,
})

export const ORDER = {
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

export const renderCheckout = () => {
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

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
export const messageOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent ?? null
export const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.input(field(label), { target: { value } })
}
export const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }))
/** The Place Order button, once the cart's books have been checked. */
export const placeOrderButton = () => screen.findByRole('button', { name: 'Place Order' })
export const TERMS = 'I agree with the Terms & Conditions and Shopping Policy'
export const ADDRESS = {
  Name: 'Ada Lovelace',
  'Phone number': '0123456789',
  Address: '12 St James Sq',
  City: 'London',
  Country: 'UK',
  State: 'Greater London',
  Zipcode: 'SW1Y',
}
