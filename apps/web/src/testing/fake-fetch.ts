// Web component tests: a stand-in for the server behind `fetch`, answering by method and path, and recording the
// requests the screen made (the real server is exercised by the API tests and the browser suite).
import { vi } from 'vitest'

export interface FakeAnswer {
  status?: number
  body?: unknown
  /** Headers beyond Content-Type, e.g. a list page's X-Total-Count and Link. */
  headers?: Record<string, string>
}

export interface RecordedRequest {
  method: string
  path: string
  body: unknown
  /** The query string's parameters, recorded only when the request had any. */
  query?: Record<string, string>
  /** The Authorization header, recorded only when the request had one. */
  authorization?: string
}

/** Answers one request: `body` is the parsed JSON body; `request` also holds the path and query. */
export type Handler = (body: unknown, request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>

/** `routes` keys are 'METHOD /path' (without the query); anything else answers 404. Returns the requests made, in order. */
export function stubFetch(routes: Record<string, Handler>): RecordedRequest[] {
  const requests: RecordedRequest[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const [path = input, search] = input.split('?')
    const query = search === undefined ? undefined : Object.fromEntries(new URLSearchParams(search))
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const authorization = new Headers(init.headers).get('Authorization')
    const request: RecordedRequest = {
      method,
      path,
      body,
      ...(query === undefined ? {} : { query }),
      ...(authorization === null ? {} : { authorization }),
    }
    requests.push(request)
    const handler = routes[`${method} ${path}`]
    const answer = handler
      ? await handler(body, request)
      : { status: 404, body: { error: 'not_found', message: 'Not found' } }
    const status = answer.status ?? 200
    // A 204 (or 205, 304) carries no body at all: Response refuses one.
    return new Response([204, 205, 304].includes(status) ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    })
  })
  return requests
}
