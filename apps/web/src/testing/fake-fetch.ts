// Web component tests: a stand-in for the server behind `fetch`, answering by method and path, and recording the
// requests the screen made (the real server is exercised by the API tests and the browser suite).
import { vi } from 'vitest'

export interface FakeAnswer {
  status?: number
  body?: unknown
}

export interface RecordedRequest {
  method: string
  path: string
  body: unknown
  /** The Authorization header, recorded only when the request had one. */
  authorization?: string
}

export type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>

/** `routes` keys are 'METHOD /path'; anything else answers 404. Returns the requests made, in order. */
export function stubFetch(routes: Record<string, Handler>): RecordedRequest[] {
  const requests: RecordedRequest[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const path = input.split('?')[0] ?? input
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const authorization = new Headers(init.headers).get('Authorization')
    requests.push({ method, path, body, ...(authorization === null ? {} : { authorization }) })
    const handler = routes[`${method} ${path}`]
    const answer = handler
      ? await handler(body)
      : { status: 404, body: { error: 'not_found', message: 'Not found' } }
    const status = answer.status ?? 200
    // A 204 (or 205, 304) carries no body at all: Response refuses one.
    return new Response([204, 205, 304].includes(status) ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return requests
}
