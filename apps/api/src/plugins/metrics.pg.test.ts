// Prometheus metrics (issue 26, item 5): the settings; off by default; at /metrics on the main port only with the bearer token;
// on METRICS_PORT apart; and what they count, read back from the exposition text: requests by route pattern and
// status, orders placed, sign-in failures, 429s, the database connection's use, the process's default metrics.

import { describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { insertBook, placeOrder, signInRequest, signUpBuyer } from '@/testing/factories'
import { useTestApp, type TestAppHandle } from '@/testing/test-app'
import { loadConfig } from '@/config'
import { metricsServerPort } from '@/http/metrics-server'
import { UNMATCHED_ROUTE } from './store-metrics'

const TOKEN = 'metrics-token-0123456789abcdef'

/** One sample of the exposition text: `name{label="value",…} number`. */
interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** The samples of a Prometheus text exposition (comment lines left out). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match) throw new Error(`not an exposition line: ${line}`)
    const labels: Record<string, string> = {}
    for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key] = value
    }
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) })
  }
  return samples
}

/** The value of the sample named `name` with (at least) these labels; 0 when there is none yet. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  )
  return found?.value ?? 0
}

const scrape = async (t: TestAppHandle): Promise<Sample[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(res.statusCode).toBe(200)
  return parseExposition(res.body)
}

describe('the metrics settings', () => {
  it('are off unless METRICS=true, and then need a port or a token', () => {
    expect(loadConfig({}).metrics).toBeUndefined()
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).metrics).toBeUndefined()
    expect(() => loadConfig({ METRICS: 'true' })).toThrow(/METRICS: needs METRICS_PORT .* or METRICS_TOKEN/)
    expect(loadConfig({ METRICS: 'true', METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    })
    expect(loadConfig({ METRICS: 'true', METRICS_TOKEN: TOKEN, METRICS_HOST: '::' }).metrics).toEqual({
      port: undefined,
      host: '::',
      token: TOKEN,
    })
    expect(() => loadConfig({ METRICS: 'true', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    expect(() => loadConfig({ METRICS: 'true', METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/)
  })
})

describe('metrics off (the default)', () => {
  const t = useTestApp()

  it('has no /metrics', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(404)
    expect(t.app.metricsServer).toBeNull()
  })
})

describe('metrics at /metrics on the main port, with a token', () => {
  const t = useTestApp({ metrics: { port: undefined, host: '127.0.0.1', token: TOKEN } })

  it('answers 401 without the token or with another one, and the exposition text with it', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ error: 'unauthorized' })
    expect(none.headers['www-authenticate']).toBe('Bearer')
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    })
    expect(wrong.statusCode).toBe(401)
    const basic = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Basic ${TOKEN}` },
    })
    expect(basic.statusCode).toBe(401)
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(right.statusCode).toBe(200)
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(right.body).toContain('# TYPE bookstore_http_requests_total counter')
    // No separate port was asked for.
    expect(t.app.metricsServer).toBeNull()
  })

  it('counts a request by its route pattern and status, never by its URL', async () => {
    const id = await insertBook(t.db)
    const labels = { method: 'GET', route: apiPaths.book.route, status: '200' }
    const before = await scrape(t)
    expect((await t.app.inject({ method: 'GET', url: apiPaths.book.href(id) })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: apiPaths.book.href(id) })).statusCode).toBe(200)
    const after = await scrape(t)
    expect(valueOf(after, 'bookstore_http_requests_total', labels)).toBe(
      valueOf(before, 'bookstore_http_requests_total', labels) + 2,
    )
    expect(valueOf(after, 'bookstore_http_request_duration_seconds_count', labels)).toBe(
      valueOf(before, 'bookstore_http_request_duration_seconds_count', labels) + 2,
    )
    expect(after.some((s) => s.labels.route?.includes(id))).toBe(false)
  })

  it('counts a request no route took under one label', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' })
    expect(res.statusCode).toBe(404)
    const after = await scrape(t)
    expect(after.some((s) => s.labels.route?.includes('no-such-thing'))).toBe(false)
    expect(
      valueOf(after, 'bookstore_http_requests_total', { route: UNMATCHED_ROUTE, status: '404' }),
    ).toBeGreaterThanOrEqual(1)
  })

  it('counts an order placed', async () => {
    const buyer = await signUpBuyer(t.app, 'metrics-buyer')
    const book = await insertBook(t.db, { newPrice: 12, stock: 5 })
    const before = valueOf(await scrape(t), 'bookstore_orders_placed_total')
    await placeOrder(t.app, buyer, [book], 12)
    expect(valueOf(await scrape(t), 'bookstore_orders_placed_total')).toBe(before + 1)
  })

  it('counts a wrong password as a sign-in failure, and a 429 by its route', async () => {
    const buyer = await signUpBuyer(t.app, 'metrics-guessed')
    const failures = { route: identityPaths.signIn, status: '401' }
    const limited = { route: identityPaths.signIn }
    const before = await scrape(t)
    const wrong = await signInRequest(t.app, buyer.email, 'not her password', '10.26.5.1')
    expect(wrong.statusCode).toBe(401)
    const once = await scrape(t)
    expect(valueOf(once, 'bookstore_sign_in_failures_total', failures)).toBe(
      valueOf(before, 'bookstore_sign_in_failures_total', failures) + 1,
    )
    // Ten failures a minute from one client, then 429.
    let status = 0
    for (let i = 0; i < 12 && status !== 429; i += 1) {
      status = (await signInRequest(t.app, buyer.email, `guess ${i}`, '10.26.5.1')).statusCode
    }
    expect(status).toBe(429)
    const after = await scrape(t)
    expect(valueOf(after, 'bookstore_rate_limited_total', limited)).toBe(
      valueOf(before, 'bookstore_rate_limited_total', limited) + 1,
    )
    // The 429 itself is not a failed sign-in.
    expect(valueOf(after, 'bookstore_sign_in_failures_total', { ...failures, status: '429' })).toBe(0)
  })

  it('says how busy the database connection is, and carries the process metrics', async () => {
    const samples = await scrape(t)
    const names = new Set(samples.map((s) => s.name))
    if (t.kind === 'postgres') {
      expect(valueOf(samples, 'bookstore_db_pool_connections')).toBeGreaterThanOrEqual(1)
      expect(valueOf(samples, 'bookstore_db_pool_max_connections')).toBeGreaterThanOrEqual(1)
      expect(names).toContain('bookstore_db_pool_idle_connections')
      expect(names).toContain('bookstore_db_pool_waiting_requests')
    } else {
      expect(names).toContain('bookstore_db_operations_in_flight')
    }
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(names).toContain(name)
    }
  })
})

describe('metrics on a port of their own', () => {
  const t = useTestApp({ metrics: { port: 0, host: '127.0.0.1', token: undefined } })

  it('serves them there, and not on the main port', async () => {
    const server = t.app.metricsServer
    if (!server) throw new Error('no metrics server')
    const base = `http://127.0.0.1:${metricsServerPort(server)}`
    expect((await t.app.inject({ method: 'GET', url: apiPaths.health.href() })).statusCode).toBe(200)
    const res = await fetch(`${base}/metrics`)
    expect(res.status).toBe(200)
    const samples = parseExposition(await res.text())
    expect(
      valueOf(samples, 'bookstore_http_requests_total', { route: apiPaths.health.route, status: '200' }),
    ).toBeGreaterThanOrEqual(1)
    expect((await fetch(`${base}/other`)).status).toBe(404)
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405)
    const main = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(main.statusCode).toBe(404)
  })
})
