// Metrics and request ids in a real store process (issue 26, item 5), as `npm start` runs it with METRICS=true and
// METRICS_PORT: the metrics answer on their own port (and the main port has no /metrics), a request's id comes back
// in X-Request-Id and is in the log lines the process writes for that request. On PGlite only: the process keeps its own embedded database.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { freePort, startServer, type ServerProcess } from '@/testing/server-process'

describe('a store process with METRICS=true and METRICS_PORT', () => {
  let store: ServerProcess
  let metricsBase: string

  beforeAll(async () => {
    const metricsPort = await freePort()
    metricsBase = `http://127.0.0.1:${metricsPort}`
    store = await startServer({ METRICS: 'true', METRICS_PORT: String(metricsPort), SEED_DEMO: 'false' })
  })
  afterAll(async () => {
    await store?.stop()
  })

  it('serves the metrics on their own port, counting the requests of the main one', async () => {
    expect((await fetch(`${store.base}${apiPaths.health.href()}`)).status).toBe(200)
    const res = await fetch(`${metricsBase}/metrics`)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(
      /^bookstore_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/m,
    )
    expect(text).toMatch(/^bookstore_db_operations_in_flight \d+$/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
    expect((await fetch(`${store.base}/metrics`)).status).toBe(404)
  })

  it('answers a request id and logs it with each line of that request', async () => {
    const id = `process-test-${Date.now()}`
    const res = await fetch(`${store.base}/api/no-such-thing`, { headers: { 'x-request-id': id } })
    expect(res.status).toBe(404)
    expect(res.headers.get('x-request-id')).toBe(id)
    const fresh = await fetch(`${store.base}${apiPaths.health.href()}`)
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    // The log line of the completed request comes just after the answer.
    await expect
      .poll(
        () =>
          store
            .output()
            .split('\n')
            .filter((line) => line.includes(`"reqId":"${id}"`)).length,
      )
      .toBeGreaterThanOrEqual(2)
    const lines = store
      .output()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${id}"`))
      .map((line) => JSON.parse(line) as { msg: string })
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    )
  })
})
