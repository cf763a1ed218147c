// The embedded default: without SMTP_URL each message is written as a standard .eml file in DATA_DIR/outbox, named
// by its creation instant and id, that a mail reader (here mailparser) reads back with its subject, From, To and
// both alternatives. And what the sender records of a failure: short, without a password.

import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '@/db/schema'
import { useTestApp } from '@/testing/test-app'
import { queueMail } from './index'
import { describeFailure } from './sender'
import { emlFileName } from './transports'

const t = useTestApp({ mail: { pollIntervalMs: 50 } })

describe('the file transport', () => {
  it('writes a queued message as an .eml file in DATA_DIR/outbox that mailparser reads back', async () => {
    const id = await queueMail(t.db, {
      kind: 'password-reset',
      to: 'dora@example.org',
      content: {
        subject: 'Reset your password',
        paragraphs: ['Someone asked to reset the password of your account.'],
        action: { label: 'Choose a new password', url: 'http://localhost:3000/reset-password/tok' },
      },
    })
    const outbox = path.join(t.dataDir, 'outbox')
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
    const file = emlFileName({ id, createdAt: row?.createdAt ?? new Date() })
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f-]{36}\.eml$/)
    await vi.waitFor(async () => expect(await readdir(outbox)).toEqual([file]), {
      timeout: 10_000,
      interval: 50,
    })

    const parsed = await simpleParser(await readFile(path.join(outbox, file)))
    expect(parsed.subject).toBe('Bookstore: Reset your password')
    expect(parsed.from?.text).toBe('"Bookstore" <no-reply@localhost>')
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('dora@example.org')
    expect(parsed.text).toContain('Choose a new password: http://localhost:3000/reset-password/tok')
    expect(parsed.html).toContain('href="http://localhost:3000/reset-password/tok"')
    expect(parsed.messageId).toBe(`<${id}@localhost>`)
    await vi.waitFor(
      async () => {
        const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
        expect(sent).toMatchObject({ state: 'sent', attempts: 1 })
      },
      { timeout: 5000, interval: 50 },
    )
  })
})

describe('describeFailure', () => {
  it('keeps a short message without the user and password of a URL', () => {
    const error = new Error(
      'Invalid login for smtp://shop:hunter2@mail.example.com:587\n 535 Authentication failed',
    )
    expect(describeFailure(error)).toBe(
      'Invalid login for smtp://mail.example.com:587 535 Authentication failed',
    )
    expect(describeFailure(new Error('x'.repeat(1000)))).toHaveLength(300)
  })
})
