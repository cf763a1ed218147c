// The server's render of a shopper page (issue 25, items 1 and 2), built by `vite build --ssr` into dist-ssr/ and
// called by the API (apps/api/src/http/page-renderer.ts): the page's plan names the API answers it needs, the API
// answers them (its own routes, as the browser would ask), and this renders the same components the browser runs
// into HTML, with the query data they read. The browser's app (app/start.tsx) hydrates that HTML with that data, so it
// neither fetches it again nor paints anything different.
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { routes } from '@/app/router'
import { keepServerDataFresh } from '@/app/server-state'
import { renderHead, scriptJson } from './page-head'
import { planPage, type ApiAnswer, type ImageSize } from './page-plans'

export type { ApiAnswer, ImageSize }

export interface RenderRequest {
  /** The page's path and query string. */
  url: string
  /** PUBLIC_URL, without a trailing slash. */
  origin: string
  /** The API's answers to pageLoads(url), in order. */
  answers: ApiAnswer[]
  coverSize: (coverImage: string) => Promise<ImageSize | undefined>
}

export interface RenderedPage {
  status: number
  /** The tags of <head>: title, description, canonical, robots, Open Graph, Twitter, JSON-LD. */
  head: string
  /** The content of #root: the rendered page, or '' for a page the browser renders. */
  root: string
  /**
   * The query data the rendered page read (TanStack Query's dehydrated state) as JSON that may sit inside a
   * <script> element, for the browser to hydrate; null for a page the browser renders.
   */
  state: string | null
}

/** The page's URL on the store: a path such as '//elsewhere.example' stays a path of ours (and is no page). */
const pageUrl = (url: string, origin: string) => new URL(origin + url)

type CoverSize = RenderRequest['coverSize']
const noImageSize: CoverSize = () => Promise.resolve(undefined)

const planOf = (url: string, origin: string, client: QueryClient, coverSize: CoverSize = noImageSize) =>
  planPage({ url: pageUrl(url, origin), origin, client, coverSize })

/** The API paths whose answers the page at `url` is rendered from (GET, in this order). */
export const pageLoads = (url: string, origin: string): string[] =>
  planOf(url, origin, createQueryClient()).loads

// Made once: the handler keeps each lazy route's module once loaded.
const handler = createStaticHandler(routes)

export async function renderPage({ url, origin, answers, coverSize }: RenderRequest): Promise<RenderedPage> {
  const client = createQueryClient()
  const plan = planOf(url, origin, client, coverSize)
  const outcome = await plan.settle(answers)
  keepServerDataFresh(client)
  const head = renderHead(outcome.head)
  const shell = { status: outcome.status, head, root: '', state: null }
  if (!outcome.render) return shell

  const context = await handler.query(new Request(pageUrl(url, origin)))
  // No loaders and no redirects in the app's routes: anything but a context is a page the browser should render.
  if (context instanceof Response) return shell
  const router = createStaticRouter(handler.dataRoutes, context)
  const root = renderToString(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
  const state = scriptJson(dehydrate(client))
  // The server keeps nothing of a page once sent (and no query's 60 s collection timer).
  client.clear()
  return { status: outcome.status, head, root, state }
}
