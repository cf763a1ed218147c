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
}

type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>

/** `routes` keys are 'METHOD /path'; anything else answers 404. Returns the requests made, in order. */
export function stubFetch(routes: Record<string, Handler>): RecordedRequest[] {
  const requests: RecordedRequest[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const path = input.split('?')[0] ?? input
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    requests.push({ method, path, body })
    const handler = routes[`${method} ${path}`]
    const answer = handler
      ? await handler(body)
      : { status: 404, body: { error: 'not_found', message: 'Not found' } }
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return requests
}
