// The OpenAPI document (plugins/openapi.ts): an OpenAPI 3.1 document naming every route the app registered under
// /api with its method and who may call it, whose response schemas the store's real answers match (checked with
// ajv's draft 2020-12 validator, the dialect of OpenAPI 3.1), and the /api/docs reference page with its files.

import { createRequire } from 'node:module'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  adminToken,
  bearer,
  insertAuthor,
  insertBook,
  insertQuote,
  nestedOrderBody,
  signUpBuyer,
  UNKNOWN_ID,
  type TestBuyer,
} from '@/testing/factories'
import { registeredRoutes } from '@/testing/registered-routes'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { sessionCookieName } from './openapi'

/** The part of an ajv 8 instance this file uses. */
interface JsonValidator {
  validate(schema: object, data: unknown): boolean
  errorsText(): string
}
type AjvClass = new (options: object) => JsonValidator

// ajv 8 comes with fastify (its validator compiler's own copy; the top-level ajv is an older one): the draft 2020-12
// build, with the formats zod's JSON Schema names (email, uuid, date-time).
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'))
const Ajv2020 = (fastifyRequire('ajv/dist/2020') as { default: AjvClass }).default
const addFormats = (fastifyRequire('ajv-formats') as { default: (ajv: JsonValidator) => void }).default

interface Operation {
  security?: Array<Record<string, string[]>>
  responses: Record<string, { content?: Record<string, { schema: object }> }>
}
interface OpenapiDocument {
  openapi: string
  info: { title: string; version: string }
  servers: Array<{ url: string }>
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, object>; schemas?: Record<string, object> }
}

const t = useTestApp()
let doc: OpenapiDocument
let token: string
let buyer: TestBuyer
let bookId: string

/** The OpenAPI path of a Fastify route pattern: `:id` as `{id}`, no trailing slash. */
const openapiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}').replace(/(.)\/+$/, '$1')

function operation(method: string, route: string): Operation | undefined {
  const path = Object.keys(doc.paths).find((p) => openapiPath(p) === openapiPath(route))
  return path === undefined ? undefined : doc.paths[path]?.[method.toLowerCase()]
}

/** Problems of a real answer against the document's schema for its status (or the status class, 4XX). */
function answerProblems(
  method: string,
  route: string,
  res: LightMyRequestResponse,
  status = String(res.statusCode),
): string | null {
  const responses = operation(method, route)?.responses
  if (!responses) return `${method} ${route} is not in the document`
  const documented = responses[status] ?? responses[`${status[0]}XX`]
  const schema = documented?.content?.['application/json']?.schema
  if (!schema) return `${method} ${route} documents no JSON body for ${res.statusCode}`
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  // A $ref into the document's components resolves against the root it is compiled in.
  const valid = ajv.validate({ ...schema, components: doc.components }, res.json())
  return valid ? null : `${method} ${route} ${res.statusCode}: ${ajv.errorsText()}`
}

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  expect(res.statusCode).toBe(200)
  doc = res.json<OpenapiDocument>()
  token = await adminToken(t)
  buyer = await signUpBuyer(t.app, 'openapireader')
  bookId = await insertBook(t.db, { newPrice: 12.5, stock: 5, authorIds: [await insertAuthor(t.db)] })
  await insertQuote(t.db, bookId)
})

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document of the store, with its two ways of signing in', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toEqual({ title: 'Bookstore API', version: expect.any(String) })
    expect(doc.servers).toEqual([{ url: TEST_PUBLIC_URL }])
    expect(doc.components.securitySchemes).toEqual({
      adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      session: { type: 'apiKey', in: 'cookie', name: 'bookstore.session_token' },
    })
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30)
  })

  it('names the session cookie as better-auth does on https', () => {
    expect(sessionCookieName('https://shop.example')).toBe('__Secure-bookstore.session_token')
  })

  it('names every route the app registered under /api with its method, and nothing that is not API', () => {
    const api = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((key) => / \/api\//.test(key) && !/ \/api\/(docs|openapi\.json)/.test(key))
      .filter((key) => !key.startsWith('HEAD '))
    const missing = api.filter((key) => {
      const [method = '', route = ''] = key.split(' ')
      return operation(method, route) === undefined
    })
    expect(api.length).toBeGreaterThan(30)
    expect(missing).toEqual([])
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') || p.startsWith('/api/docs'))).toEqual(
      [],
    )
  })

  it('says which routes need an admin token or a session', () => {
    const security = (method: string, route: string) => operation(method, route)?.security
    expect(security('POST', apiPaths.createBook.route)).toEqual([{ adminToken: [] }])
    expect(security('GET', apiPaths.adminStats.route)).toEqual([{ adminToken: [] }])
    expect(security('POST', apiPaths.uploadCover.route)).toEqual([{ adminToken: [] }])
    expect(security('POST', apiPaths.orders.route)).toContainEqual({ session: [] })
    expect(security('GET', apiPaths.wishlist.route)).toEqual([{ session: [] }])
    expect(security('GET', apiPaths.books.route)).toBeUndefined()
    expect(security('POST', '/api/identity/sign-out')).toEqual([{ session: [] }])
  })

  it('asks for credentials on every route that refuses a caller without them', async () => {
    const refused: string[] = []
    let guarded = 0
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, UNKNOWN_ID),
          headers: { origin: TEST_PUBLIC_URL },
        })
        const needed =
          (op.security ?? []).length > 0 && !op.security?.some((way) => Object.keys(way).length === 0)
        if (res.statusCode === 401) guarded += 1
        if (res.statusCode === 401 && !needed) refused.push(`${method} ${path}`)
      }
    }
    expect(refused).toEqual([])
    expect(guarded).toBeGreaterThan(20)
  })

  it('states a success of every operation', () => {
    const without = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => !Object.keys(op.responses).some((status) => /^[23]/.test(status)))
        .map(([method]) => `${method} ${path}`),
    )
    expect(without).toEqual([])
  })

  it('describes the identity bodies it reads raw, and the cover upload', () => {
    const signIn = doc.paths['/api/identity/sign-in/email']?.post as { requestBody?: unknown } | undefined
    expect(JSON.stringify(signIn?.requestBody)).toContain('password')
    const upload = operation('POST', apiPaths.uploadCover.route) as { requestBody?: unknown } | undefined
    expect(JSON.stringify(upload?.requestBody)).toContain('multipart/form-data')
  })

  it('documents the answers the store really gives', async () => {
    const inject = (method: 'GET' | 'POST', url: string, extra: object = {}) =>
      t.app.inject({ method, url, ...extra })
    const order = nestedOrderBody({ shopper: buyer, productIds: [bookId], totalPrice: 12.5 })
    const answers: Array<[string, string, LightMyRequestResponse]> = [
      ['GET', apiPaths.books.route, await inject('GET', apiPaths.books.href({}))],
      ['GET', apiPaths.book.route, await inject('GET', `/api/books/${bookId}`)],
      ['GET', apiPaths.quotes.route, await inject('GET', apiPaths.quotes.href())],
      [
        'POST',
        apiPaths.orders.route,
        await inject('POST', apiPaths.orders.href(), {
          headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
          payload: order,
        }),
      ],
      [
        'GET',
        apiPaths.adminStats.route,
        await inject('GET', apiPaths.adminStats.href(), { headers: bearer(token) }),
      ],
      ['GET', apiPaths.book.route, await inject('GET', `/api/books/${UNKNOWN_ID}`)],
      ['GET', apiPaths.books.route, await inject('GET', `${apiPaths.books.href({})}?limit=-4`)],
      ['GET', apiPaths.adminStats.route, await inject('GET', apiPaths.adminStats.href())],
    ]
    expect(answers.map(([, , res]) => res.statusCode)).toEqual([200, 200, 200, 201, 200, 404, 400, 401])
    expect(answers.map(([method, route, res]) => answerProblems(method, route, res)).filter(Boolean)).toEqual(
      [],
    )
    // An answer without a body: its status is the one documented.
    const wished = await t.app.inject({
      method: 'PUT',
      url: apiPaths.wishlistBook.href(bookId),
      headers: { cookie: buyer.cookie, origin: TEST_PUBLIC_URL },
    })
    expect(wished.statusCode).toBe(204)
    expect(Object.keys(operation('PUT', apiPaths.wishlistBook.route)?.responses ?? {})).toContain('204')
    // The check has teeth: an error body is not the book the document promises with a 200.
    const [, , notFound] = answers[5] ?? []
    expect(notFound && answerProblems('GET', apiPaths.book.route, notFound, '200')).toMatch(
      /must have required/,
    )
  })
})

describe('/api/docs', () => {
  it('serves the reference page, its files and the document it reads', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' })
    const html =
      page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: page.headers.location ?? '' }) : page
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toContain('text/html')
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })
    expect(script.statusCode).toBe(200)
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })
    expect(bundle.statusCode).toBe(200)
    expect(bundle.headers['content-type']).toContain('javascript')
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(json.json<OpenapiDocument>().openapi).toBe('3.1.0')
  })
})
