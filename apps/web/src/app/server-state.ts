// The browser's side of a page the server rendered (issue 25, item 2; src/server/entry-server.tsx): the query data
// the server rendered with, read from the page, and the screen modules of the URL loaded before React hydrates, so
// the first render in the browser is the server's, without a loading state in between.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { matchRoutes, type RouteObject } from 'react-router'

/** The id of the <script type="application/json"> the server writes the query data into. */
export const SERVER_STATE_ID = 'server-state'

/** How long data the server rendered with counts as fresh: the app takes over without asking for it again. */
const SERVER_DATA_FRESH_MS = 30_000

/** The server's query data, when the page holds any that can be read. */
export function readServerState(): DehydratedState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent
  if (!text) return null
  try {
    const state = JSON.parse(text) as DehydratedState | null
    return state && Array.isArray(state.queries) ? state : null
  } catch {
    return null
  }
}

/**
 * Keeps the data now in `client` fresh for a while: a page does not fetch what it was rendered with. The server's
 * render does the same, so both render the same state (not 'fetching' on one side and idle on the other).
 */
export function keepServerDataFresh(client: QueryClient): void {
  for (const { queryKey } of client.getQueryCache().getAll())
    client.setQueryDefaults(queryKey, { staleTime: SERVER_DATA_FRESH_MS })
}

/**
 * Fills `client` with the server's data, kept fresh for a while from now: the server may send a page it rendered
 * earlier (kept while the API's answers stay the same), and its data is as current as the page.
 */
export function hydrateServerState(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state)
  const now = Date.now()
  for (const { queryKey, state: query } of state.queries)
    client.setQueryData(queryKey, query.data, { updatedAt: now })
  keepServerDataFresh(client)
}

/**
 * Loads the lazy screens `url` matches and makes them plain routes, so the router starts ready, as the server's
 * did, instead of showing a screen's fallback while its code arrives (React Router's "lazy routes with SSR").
 */
export async function resolveLazyRoutes(routes: RouteObject[], url: Location): Promise<void> {
  const matches = matchRoutes(routes, url) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
