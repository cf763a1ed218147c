// The app's start in the browser (main.tsx): mounts the providers and the router into #root. A page the server
// rendered (book, category and home pages: src/server/entry-server.tsx) is hydrated with the server's query data;
// any other is rendered here. Sections below the fold wait until they near the viewport (HydrateWhenVisible).
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { setHydrating } from '@/shared/components/hydrate-when-visible'
import { AppProviders } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter, routes } from './router'
import { hydrateServerState, readServerState, resolveLazyRoutes } from './server-state'

/** Ends the current task: the browser may paint and handle input between start's long steps (issue 38 item 3). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function start(root: HTMLElement) {
  const serverRendered = root.firstElementChild !== null
  // The screen's module is asked for at once; the server's data is read while it arrives.
  const screens = serverRendered ? resolveLazyRoutes(routes, window.location) : Promise.resolve()
  const client = createQueryClient()
  const state = readServerState()
  if (state) hydrateServerState(client, state)
  await screens
  performance.mark('start:screen')
  await yieldToBrowser()
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  await yieldToBrowser()
  performance.mark('start:render')
  // The first render is a transition, so React renders it in slices and the page stays responsive while it loads.
  startTransition(() => {
    if (serverRendered) {
      setHydrating(true)
      hydrateRoot(root, app)
    } else createRoot(root).render(app)
  })
}
