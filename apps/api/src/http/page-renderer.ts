// Shopper pages as the server sends them (issue 25, items 1 and 2): the web build's server render
// (apps/web/dist-ssr/entry-server.js, from apps/web/src/server/entry-server.tsx) gives each URL its head and, for
// book, category and home pages, its content and query data; this fills index.html with them. The render reads the
// catalogue through the API's own routes (app.inject, as the client's address, so every limit still counts per
// client), and keeps recent pages: a page whose answers have not changed is not rendered again. A rendered page's
// <head> starts with the early-input script (early-input.ts), which keeps what a shopper does before the app starts.
// Without a server build (API-only runs, `vite` in development) there is no renderer and index.html goes out as it is.

import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { hasCoverThumbnail } from '@bookstore/contract/cover-sources'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FileStore } from '@/db/files/file-store'
import { EARLY_INPUT_TAG } from './early-input'
import { webpSize, type PixelSize } from './webp-size'

/** The server build's entry, as apps/web/src/server/entry-server.tsx exports it. */
interface ServerEntry {
  pageLoads: (url: string, origin: string) => string[]
  renderPage: (request: {
    url: string
    origin: string
    answers: ApiAnswer[]
    coverSize: (coverImage: string) => Promise<PixelSize | undefined>
  }) => Promise<RenderedPage>
}

interface ApiAnswer {
  status: number
  headers: Record<string, string | undefined>
  body: unknown
}

interface RenderedPage {
  status: number
  head: string
  root: string
  /** JSON already safe inside <script>, or null. */
  state: string | null
}

export interface PageHtml {
  status: number
  html: string
}

export interface PageRenderer {
  /** The HTML of the page at `request.url`; undefined when the client has had its share of renders. */
  page: (request: FastifyRequest) => Promise<PageHtml | undefined>
}

/** Rendered pages kept (most recently used first out last); a book page is ~40 KB. */
const KEPT_PAGES = 300
/** The id main.tsx reads the query data from (apps/web/src/app/server-state.ts). */
const SERVER_STATE_ID = 'server-state'

const DEFAULT_HEAD = /<title>[\s\S]*?<\/title>\s*|<meta\s+name="description"[\s\S]*?\/>\s*/g
const EMPTY_ROOT = '<div id="root"></div>'
/** Where the early-input script goes: first in <head>, after the charset, so it listens before anything paints. */
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i

const jsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export interface PageRendererOptions {
  /** apps/web/dist: index.html is the page's template. */
  webDistDir: string
  indexHtml: string
  publicUrl: string
  files: FileStore
  /** Whether the client may have one more page rendered (a page already kept is not counted). */
  mayRender: (request: FastifyRequest) => Promise<boolean>
}

/** The renderer of the built web app, or undefined when there is no server build beside `webDistDir`. */
export async function createPageRenderer(
  app: FastifyInstance,
  { webDistDir, indexHtml, publicUrl, files, mayRender }: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  const entryFile = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js')
  if (!existsSync(entryFile)) {
    app.log.warn(`No server build at ${entryFile}: pages are rendered in the browser only`)
    return undefined
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry
  const template = indexHtml.replace(DEFAULT_HEAD, '')
  if (!template.includes(EMPTY_ROOT) || !template.includes('</head>') || !HEAD_START.test(template))
    throw new Error(`${webDistDir}/index.html has no ${EMPTY_ROOT}, <head> or </head>`)
  const renderedTemplate = template.replace(HEAD_START, (start) => `${start}\n    ${EARLY_INPUT_TAG}`)
  const kept = new Map<string, PageHtml>()

  const load = (request: FastifyRequest, paths: string[]) =>
    Promise.all(
      paths.map(async (url): Promise<ApiAnswer & { text: string }> => {
        const answer = await app.inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: { accept: 'application/json' },
        })
        const headers = Object.fromEntries(
          Object.entries(answer.headers).map(([name, value]) => [
            name,
            value === undefined ? undefined : String(value),
          ]),
        )
        return { status: answer.statusCode, headers, body: jsonOrNull(answer.payload), text: answer.payload }
      }),
    )

  const coverSize = async (coverImage: string) => {
    if (!hasCoverThumbnail(coverImage)) return undefined
    const file = await files.get(coverImage)
    return file ? webpSize(file.bytes) : undefined
  }

  const assemble = (page: RenderedPage): string => {
    const rendered = page.root !== '' && page.state !== null
    const root = rendered
      ? `<div id="root">${page.root}</div>
    <script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`
      : EMPTY_ROOT
    return (rendered ? renderedTemplate : template)
      .replace(
        '</head>',
        `  ${page.head}
  </head>`,
      )
      .replace(EMPTY_ROOT, root)
  }

  return {
    page: async (request) => {
      const url = request.url
      const answers = await load(request, entry.pageLoads(url, publicUrl))
      const key = createHash('sha256')
        .update(url)
        .update(
          answers
            .map(({ status, headers, text }) =>
              [status, headers['x-total-count'], headers.link, text].join('\n'),
            )
            .join('\n'),
        )
        .digest('base64url')
      const cached = kept.get(key)
      if (cached) {
        kept.delete(key)
        kept.set(key, cached)
        return cached
      }
      if (!(await mayRender(request))) return undefined
      const page = await entry.renderPage({ url, origin: publicUrl, answers, coverSize })
      const html = { status: page.status, html: assemble(page) }
      kept.set(key, html)
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value ?? '')
      return html
    },
  }
}
