// The password-hashing queue (issue 13): a few jobs at once, a short line, then 503 with Retry-After.

import type { FastifyReply } from 'fastify'
import { describe, expect, it } from 'vitest'
import { BUSY_RETRY_AFTER_SECONDS, WorkQueue } from './work-queue'

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

describe('WorkQueue with owners (issue 22, item 3)', () => {
  it('serves the line owner by owner in turn, so a newcomer waits behind one job of each other owner', async () => {
    const queue = new WorkQueue(1, 20)
    const gate = deferred()
    const started: string[] = []
    const job = (name: string, owner?: string) =>
      queue.run(
        fakeReply(),
        async () => {
          started.push(name)
          if (name === 'first') await gate.promise
        },
        owner,
      )
    const runs = [
      job('first', 'a'),
      job('a1', 'a'),
      job('a2', 'a'),
      job('a3', 'a'),
      job('b1', 'b'),
      job('b2', 'b'),
    ]
    runs.push(job('c1', 'c'), job('free'))
    gate.resolve()
    await Promise.all(runs)
    expect(started).toEqual(['first', 'a1', 'b1', 'c1', 'free', 'a2', 'b2', 'a3'])
  })

  it('lets one owner hold at most `perOwner` places, running or waiting: one more is 429 with Retry-After', async () => {
    const queue = new WorkQueue(1, 16, { perOwner: 2 })
    const gate = deferred()
    const held = [
      queue.run(fakeReply(), () => gate.promise, 'a'),
      queue.run(fakeReply(), () => gate.promise, 'a'),
    ]
    const reply = fakeReply()
    await expect(queue.run(reply, () => Promise.resolve(), 'a')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    })
    expect(reply.headers['retry-after']).toBe(BUSY_RETRY_AFTER_SECONDS)
    // Others, and jobs without an owner, still get places.
    const other = queue.run(fakeReply(), () => Promise.resolve('b'), 'b')
    const unowned = queue.run(fakeReply(), () => Promise.resolve('free'))
    expect(queue.heldBy('a')).toBe(2)
    gate.resolve()
    await Promise.all(held)
    expect(await other).toBe('b')
    expect(await unowned).toBe('free')
    expect(queue.heldBy('a')).toBe(0)
    await expect(queue.run(fakeReply(), () => Promise.resolve('again'), 'a')).resolves.toBe('again')
    expect(queue.load).toEqual({ running: 0, waiting: 0 })
  })
})
