// The browser's side of a server-rendered page: the query data read from the page (and nothing from a page without
// it or with a broken one), kept fresh from the moment it arrives even when the server rendered the page long ago,
// and the URL's lazy screens loaded into plain routes before the router starts.
import { dehydrate, QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import {
  hydrateServerState,
  keepServerDataFresh,
  readServerState,
  resolveLazyRoutes,
  SERVER_STATE_ID,
} from './server-state'

const KEY = ['books', 'detail', 'b1']

function pageState(text: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = SERVER_STATE_ID
  script.textContent = text
  document.body.append(script)
}

afterEach(() => document.getElementById(SERVER_STATE_ID)?.remove())

describe('readServerState', () => {
  it('reads the query data the server wrote into the page', () => {
    const server = new QueryClient()
    server.setQueryData(KEY, { title: 'Dracula' })
    pageState(JSON.stringify(dehydrate(server)))
    expect(readServerState()?.queries.map((q) => q.queryKey)).toEqual([KEY])
  })

  it('reads nothing from a page without it, or with something else in its place', () => {
    expect(readServerState()).toBeNull()
    pageState('{not json')
    expect(readServerState()).toBeNull()
    document.getElementById(SERVER_STATE_ID)?.remove()
    pageState('null')
    expect(readServerState()).toBeNull()
  })
})

describe('hydrateServerState', () => {
  it('keeps data the server rendered ten minutes ago fresh from now, unchanged', () => {
    const server = new QueryClient()
    server.setQueryData(KEY, { title: 'Dracula' }, { updatedAt: Date.now() - 10 * 60_000 })
    const client = new QueryClient()
    hydrateServerState(client, dehydrate(server))
    const query = client.getQueryCache().find({ queryKey: KEY })
    expect(query?.state.data).toEqual({ title: 'Dracula' })
    expect(query?.isStale()).toBe(false)
  })

  it('keeps what the server seeded fresh on the server too, so both render it the same', () => {
    const server = new QueryClient()
    server.setQueryData(KEY, { title: 'Dracula' })
    keepServerDataFresh(server)
    expect(server.getQueryDefaults(KEY).staleTime).toBeGreaterThan(0)
    expect(server.getQueryCache().find({ queryKey: KEY })?.isStale()).toBe(false)
  })
})

describe('resolveLazyRoutes', () => {
  it("loads the matched routes' screens and leaves the others lazy", async () => {
    const Book = () => null
    const Cart = () => null
    const book: RouteObject = { path: '/books/:id', lazy: () => Promise.resolve({ Component: Book }) }
    const cart: RouteObject = { path: '/cart', lazy: () => Promise.resolve({ Component: Cart }) }
    await resolveLazyRoutes([{ children: [book, cart] }], {
      pathname: '/books/b1',
      search: '',
      hash: '',
    } as Location)
    expect(book.Component).toBe(Book)
    expect(book.lazy).toBeUndefined()
    expect(cart.Component).toBeUndefined()
    expect(cart.lazy).toBeTypeOf('function')
  })
})
