// Slow bodies (issue 22): a client that drips its request cannot hold a socket for minutes. The store listens with a
// time for the whole request (REQUEST_TIMEOUT_MS, 30 s; here a test's 1 s): past it the answer is 408 and the socket
// closes (with the store's { error, message } body), while a client that sends in time is answered as ever.

import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http-limits'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/testing/test-app'

const TIMEOUT_MS = 1000
let t: TestApp
let port: number

beforeAll(async () => {
  t = await buildTestApp({ requestTimeoutMs: TIMEOUT_MS })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})

afterAll(async () => {
  await t.close()
})

/** Opens a socket, writes `head`, then one byte of body every `everyMs`; resolves with what came back and when. */
function drip(head: string, everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket: Socket = connect(port, '127.0.0.1')
    let answer = ''
    let timer: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      socket.write(head)
      timer = setInterval(() => socket.write('a'), everyMs)
    })
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ answer, closedAfterMs: Date.now() - started })
    })
    setTimeout(() => {
      socket.destroy()
      reject(new Error(`the socket was still open after 15 s; answer so far: ${answer}`))
    }, 15_000)
  })
}

describe('a request that arrives too slowly', () => {
  it('gets 408 and its socket closed, a body dripped a byte at a time', async () => {
    const head =
      `POST ${identityPaths.signIn} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_PUBLIC_URL}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n'
    const { answer, closedAfterMs } = await drip(head, 100)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'timeout',
      message: expect.any(String),
    })
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000)
  })

  it('gets its socket closed when the headers never end', async () => {
    const { closedAfterMs } = await drip('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 100)
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000)
  })

  it('leaves a request sent in time alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${apiPaths.health.href()}`)
    expect(res.status).toBe(200)
  })

  it('is what the store listens with: 30 s for a request, 10 s for its headers', () => {
    expect([REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS]).toEqual([30_000, 10_000])
  })
})

describe('a request that is not valid HTTP', () => {
  const malformed = (method: string) => `${method} \\api\\health HTTP/1.1\r\nHost: localhost\r\n\r\n`

  it('gets 400 with the JSON error, and its socket closed', async () => {
    const { answer } = await drip(malformed('GET'), 60_000)
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'validation',
      message: 'The request is not valid HTTP',
    })
  })

  it('gets 400 without a body when it is a HEAD request (a client would read the body as a next answer)', async () => {
    const { answer } = await drip(malformed('HEAD'), 60_000)
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    expect(answer).toMatch(/\r\nContent-Length: 64\r\n/)
    expect(answer.endsWith('\r\n\r\n')).toBe(true)
  })
})
