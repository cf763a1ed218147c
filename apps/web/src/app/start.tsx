// The app's start in the browser (loaded by main.tsx): mounts the providers and the router into #root. A page the
// server rendered (book, category and home pages: src/server/entry-server.tsx) is hydrated with the server's query
// data; any other is rendered here.
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter, routes } from './router'
import { hydrateServerState, readServerState, resolveLazyRoutes } from './server-state'

export async function start(root: HTMLElement) {
  const client = createQueryClient()
  const state = readServerState()
  if (state) hydrateServerState(client, state)
  const serverRendered = root.firstElementChild !== null
  if (serverRendered) await resolveLazyRoutes(routes, window.location)
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  // The first render is a transition, so React renders it in slices and the page stays responsive while it loads.
  startTransition(() => {
    if (serverRendered) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}
