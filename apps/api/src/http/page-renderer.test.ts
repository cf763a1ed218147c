// The server's pages (page-renderer.ts through plugins/static-spa.ts) with a stand-in for the web build's server
// entry: the entry is asked for the API answers a URL needs, gets them from the API's own routes, and its head and
// content are put into index.html; a page is rendered again only when an answer changes; an unknown book is 404; a
// render that throws, or a client past its renders, gets the app's shell (never a 5xx); and the renders a client
// may ask for are counted per client; a rendered page's head starts with the early-input script, which the
// Content-Security-Policy allows by its hash. The real entry (apps/web/src/server) is tested in apps/web and the browser suite.

import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { books } from '@/db/schema'
import { insertBook, UNKNOWN_ID } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'
import { PAGE_RENDER_LIMIT } from '@/plugins/rate-limits'
import { EARLY_INPUT_SCRIPT_SRC, EARLY_INPUT_TAG } from './early-input'

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta name="description" content="default" />\n' +
  '<title>Bookstore</title></head><body><div id="root"></div></body></html>'

// The stand-in entry: a book page reads GET /api/books/{id}; '/boom' fails to render; anything else has no data.
const ENTRY = `
let renders = 0
export const pageLoads = (url) => (url.startsWith('/books/') ? ['/api/books/' + url.slice('/books/'.length)] : [])
export async function renderPage({ url, origin, answers, coverSize }) {
  renders += 1
  if (url === '/boom') throw new Error('the render failed')
  const [answer] = answers
  if (answer && answer.status === 404) return { status: 404, head: '<meta name="robots" content="noindex" />', root: '', state: null }
  const size = answer ? await coverSize(answer.body.coverImage) : undefined
  const title = answer ? answer.body.title : url
  return {
    status: 200,
    head: '<title>' + title + '</title><meta name="renders" content="' + renders + '" /><link rel="canonical" href="' + origin + url + '" />',
    root: '<h1>' + title + '</h1>',
    state: JSON.stringify({ size, total: answer ? answer.headers['content-type'] : null }),
  }
}
`

const t = useTestApp({ webBuild: { 'index.html': INDEX, '../dist-ssr/entry-server.js': ENTRY } })

const rendersOf = (html: string) => Number(/name="renders" content="(\d+)"/.exec(html)?.[1])
const stateOf = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null')

let bookId = ''

beforeAll(async () => {
  bookId = await insertBook(t.db, { title: 'The Renderer <Test>' })
  const [row] = await t.db.select({ coverImage: books.coverImage }).from(books).where(eq(books.id, bookId))
  const cover = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#884422' } })
    .webp()
    .toBuffer()
  await t.files.put([{ name: row?.coverImage ?? '', bytes: cover, contentType: 'image/webp' }])
})

describe('server-rendered pages', () => {
  it("puts the entry's head and content into index.html, from the API's own answer", async () => {
    const res = await t.app.inject(`/books/${bookId}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    // The template's own title and description give way to the page's.
    expect(res.body).not.toContain('<title>Bookstore</title>')
    expect(res.body).not.toContain('content="default"')
    expect(res.body).toContain('<title>The Renderer <Test></title>')
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/books/${bookId}" />`)
    expect(res.body).toContain('<div id="root"><h1>The Renderer <Test></h1></div>')
    // The stored cover's size, read from its WebP header; the API's answer as the browser would have had it.
    expect(stateOf(res.body)).toEqual({
      size: { width: 40, height: 60 },
      total: 'application/json; charset=utf-8',
    })
  })

  it("starts a rendered page's head with the early-input script, allowed by its hash; the shell has none", async () => {
    const res = await t.app.inject(`/books/${bookId}`)
    expect(res.body).toContain(`<head><meta charset="UTF-8" />\n    ${EARLY_INPUT_TAG}\n`)
    expect(res.body.split('<script>')).toHaveLength(2)
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    expect(EARLY_INPUT_SCRIPT_SRC).toBe(`'sha256-${hash}'`)
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`)
    const notFound = await t.app.inject(`/books/${UNKNOWN_ID}`)
    expect(notFound.body).not.toContain('<script>')
  })

  it('keeps a page until its answer changes', async () => {
    const first = rendersOf((await t.app.inject(`/books/${bookId}`)).body)
    expect(rendersOf((await t.app.inject(`/books/${bookId}`)).body)).toBe(first)
    await t.db.update(books).set({ title: 'Renamed' }).where(eq(books.id, bookId))
    // The catalogue's answers change with its version, which each process reads every 250 ms.
    await expect
      .poll(async () => (await t.app.inject(`/books/${bookId}`)).body, { timeout: 5_000 })
      .toContain('<h1>Renamed</h1>')
    expect(rendersOf((await t.app.inject(`/books/${bookId}`)).body)).toBeGreaterThan(first)
  })

  it("answers the entry's status: 404 for a book the API does not have", async () => {
    const res = await t.app.inject(`/books/${UNKNOWN_ID}`)
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<meta name="robots" content="noindex" />')
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('server-state')
  })

  it('sends the shell when a render fails, never a 5xx', async () => {
    const res = await t.app.inject('/boom')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(INDEX)
  })

  it('sends HEAD requests the shell without rendering', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/anything' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('renders a limited number of new pages per client, then sends the shell; other clients are not held', async () => {
    const client = { remoteAddress: '203.0.113.7' }
    for (let i = 0; i < PAGE_RENDER_LIMIT.max; i++) {
      const res = await t.app.inject({ url: `/page-${i}`, ...client })
      expect(res.body, `render ${i + 1}`).toContain(`<h1>/page-${i}</h1>`)
    }
    const over = await t.app.inject({ url: '/one-more', ...client })
    expect(over.statusCode).toBe(200)
    expect(over.body).toBe(INDEX)
    // A page still kept costs nothing and is still sent whole.
    const last = `/page-${PAGE_RENDER_LIMIT.max - 1}`
    expect((await t.app.inject({ url: last, ...client })).body).toContain(`<h1>${last}</h1>`)
    expect((await t.app.inject({ url: '/one-more', remoteAddress: '198.51.100.9' })).body).toContain(
      '<h1>/one-more</h1>',
    )
  })
})
