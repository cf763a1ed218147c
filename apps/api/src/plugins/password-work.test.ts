// The password-hashing queue (issue 13): a few jobs at once, a short line, then 503 with Retry-After.

import type { FastifyReply } from 'fastify'
import { describe, expect, it } from 'vitest'
import { BUSY_RETRY_AFTER_SECONDS, WorkQueue } from './password-work'

/** The one part of a reply the queue uses: the header it sets when it refuses. */
function fakeReply(): FastifyReply & { headers: Record<string, unknown> } {
  const headers: Record<string, unknown> = {}
  const reply = {
    headers,
    header(name: string, value: unknown) {
      headers[name] = value
      return reply
    },
  }
  // Only header() is called by WorkQueue; the rest of FastifyReply is not needed here.
  return reply as unknown as FastifyReply & { headers: Record<string, unknown> }
}

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs at once and the rest in order', async () => {
    const queue = new WorkQueue(2, 10)
    const gates = Array.from({ length: 5 }, deferred)
    const started: number[] = []
    const runs = gates.map((gate, i) =>
      queue.run(fakeReply(), async () => {
        started.push(i)
        await gate.promise
        return i
      }),
    )
    await new Promise((r) => setImmediate(r))
    expect(started).toEqual([0, 1])
    expect(queue.load).toEqual({ running: 2, waiting: 3 })
    gates[1]?.resolve()
    await runs[1]
    await new Promise((r) => setImmediate(r))
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4])
    expect(queue.load).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses a job when the line is full: 503 unavailable with Retry-After', async () => {
    const queue = new WorkQueue(1, 2)
    const gate = deferred()
    const held = [1, 2, 3].map(() => queue.run(fakeReply(), () => gate.promise))
    const reply = fakeReply()
    await expect(queue.run(reply, () => Promise.resolve())).rejects.toMatchObject({
      status: 503,
      code: 'unavailable',
    })
    expect(reply.headers['retry-after']).toBe(BUSY_RETRY_AFTER_SECONDS)
    gate.resolve()
    await Promise.all(held)
    await expect(queue.run(fakeReply(), () => Promise.resolve('ok'))).resolves.toBe('ok')
  })

  it('gives its place back when a job fails', async () => {
    const queue = new WorkQueue(1, 0)
    await expect(queue.run(fakeReply(), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(queue.run(fakeReply(), () => Promise.resolve(1))).resolves.toBe(1)
  })
})
