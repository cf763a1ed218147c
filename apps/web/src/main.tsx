// Browser entry: mounts the providers and the router into #root.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const router = createAppRouter()

// The first render is a transition, so React renders it in slices and the page stays responsive while it loads.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
})
