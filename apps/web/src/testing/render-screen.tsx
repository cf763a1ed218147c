// The one render setup of the web component tests: a screen in a memory router (at its route, beside stand-ins for
// the pages it leads to) inside the app's providers (a query client, the wishlist), the router within them as
// app/start.tsx mounts them; the client is a fresh one that never retries unless a test passes the app's own.
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router'
import { AppProviders } from '@/app/providers'

export interface RenderOptions {
  /** Where the router starts, with any ?query and #hash; '/' by default. */
  path?: string
  /** The history state of that entry, e.g. the page a guard stopped the shopper at. */
  state?: unknown
  /** The app's own client (createQueryClient) where its defaults matter; by default a fresh one that never retries. */
  queryClient?: QueryClient
}

export interface ScreenOptions extends RenderOptions {
  /** The pattern the screen is registered at; the pathname of `path` by default. */
  route?: string
  /** What a layout screen shows in its <Outlet /> (an index route). */
  outlet?: ReactNode
  /** The pages the screen may lead to, each a heading: '<path> screen' for a path listed, or the name given to it. */
  others?: string[] | Record<string, string>
}

/** The store's pages a screen may send the shopper to (paths.ts), standing in for them unless a test names others. */
export const STORE_PAGES = [
  '/',
  '/login',
  '/register',
  '/profile',
  '/books/:id',
  '/categories/:genre',
  '/cart',
  '/checkout',
  '/orders',
  '/orders/one-order/:id',
  '/orders/invoice/:id',
  '/admin',
  '/dashboard',
]

/** Renders `routes` at `path`; returns the router (for its location), the query client and the rendered view. */
export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    state,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] })
  const view = render(
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, queryClient, view }
}

/** Renders `screen` as the route `route` at `path`, with the `others` standing in for the rest of the app. */
export function renderScreen(
  screen: ReactNode,
  { route, outlet, others = STORE_PAGES, ...options }: ScreenOptions = {},
) {
  const at = route ?? parsePath(options.path ?? '/').pathname ?? '/'
  const standIns = Array.isArray(others)
    ? others.map((other) => [other, `${other} screen`] as const)
    : Object.entries(others)
  return renderRoutes(
    [
      {
        path: at,
        element: screen,
        ...(outlet === undefined ? {} : { children: [{ index: true, element: outlet }] }),
      },
      ...standIns
        .filter(([other]) => other !== at)
        .map(([other, name]) => ({ path: other, element: <h1>{name}</h1> })),
    ],
    options,
  )
}
