// The error handler: failures answer { error, message }; a crash answers 500 with a fixed message and no stack; a
// lost database connection answers 503 unavailable with Retry-After.

import { DrizzleQueryError } from 'drizzle-orm/errors'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import errors, { DATABASE_RETRY_AFTER_SECONDS, DomainError } from './errors'

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(errors)
  app.get('/boom', async () => {
    throw new Error('secret detail: password=hunter2 at /srv/app.js:12')
  })
  app.get('/conflict', async () => {
    throw new DomainError('conflict', 'Already there', 409)
  })
  app.get('/db-lost', async () => {
    // As drizzle throws it when a transaction's backend was terminated.
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    })
    throw new DrizzleQueryError('select "id" from "books" for update', [], cause)
  })
  app.get('/db-ended', async () => {
    throw new Error('Connection terminated unexpectedly')
  })
  app.get('/db-duplicate', async () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    })
    throw new DrizzleQueryError('insert into "books"', [], cause)
  })
  app.post('/echo', { schema: { body: z.object({ n: z.number().int() }) } }, async (req) => req.body)
  await app.ready()
})

afterAll(() => app.close())

describe('error handler', () => {
  it('answers 500 with a fixed message, no stack and no detail', async () => {
    const res = await app.inject('/boom')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: 'internal', message: expect.any(String) })
    expect(res.body).not.toContain('hunter2')
    expect(res.body).not.toContain('app.js')
  })

  it.each(['/db-lost', '/db-ended'])(
    'answers a lost database connection (%s) 503 with Retry-After',
    async (url) => {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ error: 'unavailable', message: expect.any(String) })
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
      expect(res.body).not.toContain('books')
    },
  )

  it('answers any other database error 500 without Retry-After', async () => {
    const res = await app.inject('/db-duplicate')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: 'internal', message: expect.any(String) })
    expect(res.headers['retry-after']).toBeUndefined()
  })

  it('passes a DomainError status and code through', async () => {
    const res = await app.inject('/conflict')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'conflict', message: 'Already there' })
  })

  it('answers a body that fails its schema with 400 validation naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { n: 'x' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', message: expect.stringContaining('n') })
  })

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"n":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation' })
  })

  it('answers an unsupported content type with 415 JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: 'n=1',
      headers: { 'content-type': 'application/x-unknown' },
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ error: 'unsupported_media_type' })
  })
})

describe('what the error handler logs (issue 22)', () => {
  const lines: Array<{ level: number; msg: string; [field: string]: unknown }> = []
  const logged = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
    },
  }).withTypeProvider<ZodTypeProvider>()

  beforeAll(async () => {
    logged.setValidatorCompiler(validatorCompiler)
    logged.setSerializerCompiler(serializerCompiler)
    await logged.register(errors)
    logged.get('/out-of-range', async () => {
      // As drizzle throws it for `offset 2147483648` cast to integer, with the search text among the values.
      const cause = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
        code: '22003',
        detail: 'Key (email)=(ada@example.org) already exists.',
      })
      throw new DrizzleQueryError(
        'select * from books where title = $1 offset $2::int',
        ['secret-text', 2147483648],
        cause,
      )
    })
    logged.get('/conflict', async () => {
      throw new DomainError('conflict', 'Already there', 409)
    })
    logged.get('/busy', async () => {
      throw new DomainError('unavailable', 'The server is busy. Please try again in a moment.', 503)
    })
    logged.get('/limited', async () => {
      throw new DomainError('rate_limited', 'Too many searches.', 429)
    })
    logged.get('/boom', async () => {
      throw new Error('boom')
    })
    logged.get('/teapot', async () => {
      throw new DomainError('validation', 'Not a teapot', 418)
    })
    logged.post('/echo', { schema: { body: z.object({ n: z.number().int() }) } }, async (req) => req.body)
    await logged.ready()
  })

  afterAll(() => logged.close())

  it("logs a failed statement as an error without the statement's values", async () => {
    lines.length = 0
    const res = await logged.inject('/out-of-range')
    expect(res.statusCode).toBe(500)
    const text = JSON.stringify(lines)
    for (const value of ['secret-text', '2147483648', 'ada@example.org', 'offset $2'])
      expect(text).not.toContain(value)
    expect(lines.filter((line) => line.level > 30)).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        route: '/out-of-range',
        error: expect.objectContaining({
          type: 'DrizzleQueryError',
          cause: expect.objectContaining({ code: '22003' }),
        }),
      }),
    ])
  })

  it("logs a client's mistakes and the store's refusals at info at most", async () => {
    lines.length = 0
    await logged.inject('/conflict')
    await logged.inject('/busy')
    await logged.inject('/limited')
    await logged.inject('/nowhere')
    await logged.inject({ method: 'POST', url: '/echo', payload: { n: 'x' } })
    expect(lines.filter((line) => line.msg === 'request refused')).toHaveLength(4)
    expect(lines.filter((line) => line.level > 30)).toEqual([])
  })

  it('writes a repeated failure once in a while, with how often it happened', async () => {
    lines.length = 0
    for (let i = 0; i < 50; i += 1) await logged.inject('/boom')
    for (let i = 0; i < 50; i += 1) await logged.inject('/teapot')
    expect(lines.filter((line) => line.msg === 'request failed')).toHaveLength(1)
    expect(lines.filter((line) => line.msg === 'request refused')).toHaveLength(1)
  })
})
