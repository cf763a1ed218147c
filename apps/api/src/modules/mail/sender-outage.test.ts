// The sender never throws at its process: with its database gone (closed under it) each pass fails, the error is
// logged once for the outage, not at every poll, and stop() still returns.

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { expect, it } from 'vitest'
import { createTestDatabase } from '@/testing/test-db'
import { MailSender } from './sender'
import { fileTransport } from './transports'

it('logs a database outage once and keeps polling without throwing', async () => {
  const lines: Array<{ level: number; msg: string }> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string })
      done()
    },
  })
  const logger = Fastify({ logger: { level: 'info', stream } })
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'bookstore-outage-'))
  const database = await createTestDatabase()
  const sender = new MailSender({
    db: database.db,
    transport: fileTransport(outboxDir, 'Bookstore <no-reply@localhost>', logger.log),
    log: logger.log,
    pollIntervalMs: 20,
  })
  try {
    sender.start()
    await new Promise((r) => setTimeout(r, 100))
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    await database.close()
    // Many polls meanwhile, each failing.
    await new Promise((r) => setTimeout(r, 400))
    const errors = lines.filter((line) => line.level >= 50)
    expect(errors.map((line) => line.msg)).toEqual([
      'mail sender: the outbox could not be read; trying again',
    ])
  } finally {
    await sender.stop()
    await logger.close()
    await rm(outboxDir, { recursive: true, force: true })
  }
})
