// Requests to real store processes (testing/server-process.ts) as the tests of several processes send them
// (scale-out.pg.test.ts, graceful-stop.pg.test.ts): the store's public origin and administrator, and each request from its
// own client address (the stores run with TRUST_PROXY=loopback, which reads X-Forwarded-For) with that Origin.

/** The PUBLIC_URL the test stores are started with: the Origin of their cookie writes. */
export const PUBLIC_URL = 'http://store.test'
/** The administrator the test stores create (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const ADMIN = { username: 'boss', password: 'paper lanterns at dusk 42' }
/** Every test shopper's password. */
export const PASSWORD = 'shelf-secret-1'

/** Headers of a request from client `ip`, with the store's Origin and any `headers` more. */
export const from = (ip: string, headers: Record<string, string> = {}) => ({
  'x-forwarded-for': ip,
  origin: PUBLIC_URL,
  ...headers,
})

/** One request to the store at `base`; a `body` is sent as JSON. */
export async function call(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const init: RequestInit =
    body === undefined
      ? { method, headers, signal }
      : {
          method,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal,
        }
  return fetch(base + url, init)
}
