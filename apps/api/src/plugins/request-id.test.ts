// Request ids (issue 26, item 5): every answer of the app carries X-Request-Id (a 200, a 404, a validation error, a
// 401, a malformed URL answered before routing), a safe incoming id is kept and an unsafe one replaced, listed origins may
// read the header, and the log lines of a request carry its id (a Fastify app with the same options and a pino
// destination stream standing in for stdout).

import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { useTestApp } from '@/testing/test-app'
import requestId, { requestIdOf, requestIdOptions } from './request-id'

const LISTED = 'https://partner.example'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const withHeader = (value: string | undefined) =>
  requestIdOf({ headers: value === undefined ? {} : { 'x-request-id': value } } as Parameters<
    typeof requestIdOf
  >[0])

describe('requestIdOf', () => {
  it('keeps a short safe incoming id', () => {
    for (const id of ['abc', 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff', 'lb-1:7.42_x', 'a'.repeat(64)]) {
      expect(withHeader(id)).toBe(id)
    }
  })

  it('makes a new random id for none, or for one that is long or holds anything else', () => {
    const unsafe = ['', 'a'.repeat(65), 'two words', 'quote"d', 'line\nbreak', '{"json":1}', 'é']
    for (const id of [undefined, ...unsafe]) {
      const made = withHeader(id)
      expect(made).toMatch(UUID)
    }
    expect(withHeader(undefined)).not.toBe(withHeader(undefined))
  })
})

describe('X-Request-Id on the answers of the app', () => {
  const t = useTestApp({ corsOrigins: [LISTED] })

  it('is on a 200, a 404, a validation error, a 401 and a malformed URL', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: apiPaths.health.href() }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await t.app.inject({ method: 'POST', url: apiPaths.adminLogin.href(), payload: { username: 1 } }),
      await t.app.inject({ method: 'POST', url: apiPaths.orders.href(), payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/books/%E0%A4%A' }),
    ]
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400, 401, 400])
    for (const res of answers)
      expect([res.statusCode, res.headers['x-request-id']]).toEqual([
        res.statusCode,
        expect.stringMatching(UUID),
      ])
    expect(new Set(answers.map((res) => res.headers['x-request-id'])).size).toBe(answers.length)
  })

  it('returns a safe incoming id, and replaces an unsafe one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': 'edge-7f3a9c' },
    })
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c')
    const replaced = await t.app.inject({
      method: 'GET',
      url: apiPaths.health.href(),
      headers: { 'x-request-id': 'x'.repeat(200) },
    })
    expect(replaced.headers['x-request-id']).toMatch(UUID)
  })

  it('may be read by a listed origin’s script', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.health.href(),
      headers: { origin: LISTED },
    })
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)
    expect(exposed).toContain('x-request-id')
  })
})

/** A pino destination that keeps each line written to it, parsed. */
const logLines = () => {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as never)
      done()
    },
  })
  return { lines, stream }
}

describe('the log lines of a request', () => {
  it('carry its id', async () => {
    const { lines, stream } = logLines()
    const app = Fastify({ logger: { level: 'info', stream }, ...requestIdOptions })
    await app.register(requestId)
    app.get('/work', async (request) => {
      request.log.info('doing the work')
      return { ok: true }
    })
    try {
      const res = await app.inject({ method: 'GET', url: '/work', headers: { 'x-request-id': 'trace-26-5' } })
      expect(res.headers['x-request-id']).toBe('trace-26-5')
      const ofRequest = lines.filter((line) => line.reqId === 'trace-26-5').map((line) => line.msg)
      expect(ofRequest).toEqual(['incoming request', 'doing the work', 'request completed'])
    } finally {
      await app.close()
    }
  })

  it('are made only when one is written: a level the app leaves off makes no child logger (issue 38 item 4)', async () => {
    const { lines, stream } = logLines()
    const app = Fastify({ logger: { level: 'warn', stream }, ...requestIdOptions })
    await app.register(requestId)
    app.get('/quiet', async (request) => {
      request.log.info('not written at warn')
      return { ok: true }
    })
    app.get('/loud', async (request) => {
      request.log.warn({ detail: 1 }, 'written')
      request.log.error('written too')
      return { ok: true }
    })
    const child = vi.spyOn(app.log, 'child')
    try {
      await app.inject({ method: 'GET', url: '/quiet', headers: { 'x-request-id': 'quiet-1' } })
      expect(child).not.toHaveBeenCalled()
      await app.inject({ method: 'GET', url: '/loud', headers: { 'x-request-id': 'loud-1' } })
      expect(child).toHaveBeenCalledTimes(1)
      expect(lines.map(({ reqId, msg, detail }) => ({ reqId, msg, detail }))).toEqual([
        { reqId: 'loud-1', msg: 'written', detail: 1 },
        { reqId: 'loud-1', msg: 'written too', detail: undefined },
      ])
    } finally {
      await app.close()
    }
  })
})
