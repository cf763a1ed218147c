// What the orders screens' tests share: orders as the API sends them, a signed-in session, and a screen rendered
// in a memory router beside stand-ins for the pages it links to.
import type { Order, OrderLine } from '@bookstore/contract/schemas/order'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

export const SHOPPER = {
  id: 'uid-ada',
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  username: 'ada',
  image: null,
}

export const session = {
  'GET /api/identity/get-session': () => ({ body: { session: { id: 's' }, user: SHOPPER } }),
}

export const line = (n: number, overrides: Partial<OrderLine> = {}): OrderLine => ({
  _id: `book-${n}`,
  title: `Book number ${n}`,
  coverImage: `cover-${n}.webp`,
  newPrice: 10 + n,
  ...overrides,
})

export const ORDER_ID = '0b5a3a52-4c1e-4a0e-9d55-1f2d7e3c9a10'

export const order = (overrides: Partial<Order> = {}): Order => ({
  _id: ORDER_ID,
  userUid: SHOPPER.id,
  name: 'Ada Lovelace',
  email: SHOPPER.email,
  address: { street: '12 Elm St', city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
  phone: '5550100',
  productIds: [line(1), line(2)],
  totalPrice: 23,
  delivered: false,
  status: false,
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  createdAt: '2025-03-05T12:00:00.000Z',
  placedAt: '2025-03-05T12:00:00.000Z',
  ...overrides,
})

const STAND_INS = ['/', '/cart', '/orders', '/books/:id', '/orders/one-order/:id', '/orders/invoice/:id']

/** Renders `screen` as the route `route` at `path`; the other store pages it may lead to are named headings. */
export function renderScreen(screen: ReactNode, { route, path }: { route: string; path: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      ...STAND_INS.filter((other) => other !== route).map((other) => ({
        path: other,
        element: <h1>{other} screen</h1>,
      })),
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, queryClient }
}

/** GET /api/books/{id} as the catalogue answers it, for Buy it again. */
export const bookDetail = (n: number, stock = 5) => ({
  _id: `book-${n}`,
  title: `Book number ${n}`,
  description: 'A book.',
  coverImage: `cover-${n}.webp`,
  category: 'fantasy',
  author: 'Someone',
  oldPrice: 20 + n,
  newPrice: 10 + n,
  stock,
  trending: false,
  hardcoverPageCount: null,
  publisher: 'A House',
  publishedAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  authors: [],
  quotes: [],
})
