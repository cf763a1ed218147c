// What the account screens' tests share: the screen in a memory router with a fresh query client, and the
// identity answers of a signed-in shopper.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

export const ADA = { id: 'uid-ada', email: 'ada@example.org', name: 'ada', username: 'ada', image: null }

/** Renders `screen` at `path` (with optional route state); '/', '/login', '/register' and '/profile' exist. */
export function renderScreen(screen: ReactNode, { path, state }: { path: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const at = path.split('?')[0] ?? path
  const stand = (name: string) => <h1>{name} screen</h1>
  const router = createMemoryRouter(
    [
      { path: at, element: screen },
      ...['/', '/login', '/register', '/profile']
        .filter((other) => other !== at)
        .map((other) => ({ path: other, element: stand(other) })),
    ],
    { initialEntries: [{ pathname: at, search: path.slice(at.length), state }] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, queryClient }
}
