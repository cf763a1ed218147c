// The outbox's sender through a real SMTP server (testing/smtp-kit.ts): a queued message arrives with its subject,
// text, HTML and From; a server that refuses is tried again by the backoff, and after the last try the message has
// failed; two processes on one database deliver each message exactly once.

import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '@/db/schema'
import { startSmtpKit, type SmtpKit } from '@/testing/smtp-kit'
import { TEST_MAIL_FROM, useTestApp } from '@/testing/test-app'
import { queueMail } from './index'

let kit: SmtpKit
/** Set before the apps are built (their beforeAll runs after this one). */
const mail = { smtpUrl: '', pollIntervalMs: 50, retryDelaysMs: [300, 300] }
beforeAll(async () => {
  kit = await startSmtpKit()
  mail.smtpUrl = kit.url
})
afterAll(() => kit.close())

const t = useTestApp({ mail })

let sequence = 0
const queue = (to = `reader${++sequence}@example.org`, subject = `Message ${sequence}`) =>
  queueMail(t.db, {
    kind: 'order-placed',
    to,
    content: {
      subject,
      greeting: 'Hello Ann,',
      paragraphs: ['Your order is on its way & <soon> with you.'],
      action: { label: 'Track your order', url: 'http://localhost:3000/track/abc' },
    },
  })

const rowOf = async (id: string) => {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  if (!row) throw new Error(`no outbox row ${id}`)
  return row
}

/** Waits until the row is in `state`; its row then. */
const settled = (id: string, state: 'sent' | 'failed') =>
  vi.waitFor(
    async () => {
      const row = await rowOf(id)
      expect(row.state).toBe(state)
      return row
    },
    { timeout: 10_000, interval: 50 },
  )

describe('sending through SMTP', () => {
  it('delivers a queued message with its subject, text, HTML and From, and records it as sent', async () => {
    const id = await queue('ann@example.org', 'Your order')
    const received = await kit.waitForMail((m) => m.to.includes('ann@example.org'))
    expect(received.subject).toBe('Bookstore: Your order')
    expect(received.from).toBe('"Bookstore" <no-reply@localhost>')
    expect(TEST_MAIL_FROM).toBe('Bookstore <no-reply@localhost>')
    expect(received.envelopeFrom).toBe('no-reply@localhost')
    expect(received.text).toContain('Your order is on its way & <soon> with you.')
    expect(received.text).toContain('http://localhost:3000/track/abc')
    expect(received.html).toContain('Your order is on its way &#38; &#60;soon&#62; with you.')
    expect(received.html).toContain('href="http://localhost:3000/track/abc"')
    const row = await settled(id, 'sent')
    expect(row).toMatchObject({ attempts: 1, leasedUntil: null, lastError: null })
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  it('tries a refused message again after the backoff, and delivers it on the third try', async () => {
    kit.refuseNext(2)
    const started = Date.now()
    const id = await queue('bea@example.org')
    await kit.waitForMail((m) => m.to.includes('bea@example.org'))
    // Two waits of 300 ms between the three tries.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600)
    const row = await settled(id, 'sent')
    expect(row.attempts).toBe(3)
    expect(row.lastError).toBeNull()
    expect(kit.messages.filter((m) => m.to.includes('bea@example.org'))).toHaveLength(1)
  })

  it('marks a message failed after its last try, with the last error', async () => {
    kit.refuseAll = true
    try {
      const id = await queue('cid@example.org')
      const row = await settled(id, 'failed')
      expect(row.attempts).toBe(3)
      expect(row.leasedUntil).toBeNull()
      expect(row.lastError).toMatch(/451/)
      // Failed for good: no fourth try.
      const refused = kit.refused
      await new Promise((r) => setTimeout(r, 400))
      expect(kit.refused).toBe(refused)
    } finally {
      kit.refuseAll = false
    }
    expect(kit.messages.filter((m) => m.to.includes('cid@example.org'))).toHaveLength(0)
  })
})

describe('two processes on one database', () => {
  const other = useTestApp({ sameDatabaseAs: t, mail })

  it('deliver each of 20 messages exactly once', async () => {
    expect(other.db).toBe(t.db)
    const ids = await t.db.transaction(async (tx) => {
      const queued: string[] = []
      for (let i = 0; i < 20; i += 1)
        queued.push(
          await queueMail(tx, {
            kind: 'order-placed',
            to: `many${i}@example.org`,
            content: { subject: `Many ${i}`, paragraphs: ['One of many.'] },
          }),
        )
      return queued
    })
    // Besides their polls, several passes of both at the same moment, as many processes would be.
    const senders = [t, other, t, other, t, other].map((app) => app.app.mailSender)
    const leased = await Promise.all(senders.map((sender) => sender.sendDue()))
    expect(leased.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(20)
    await vi.waitFor(
      async () => {
        const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))
        expect(rows.filter((row) => row.state === 'sent')).toHaveLength(20)
      },
      { timeout: 15_000, interval: 50 },
    )
    // Both looked for due mail meanwhile; give a duplicate, if any, the time to arrive.
    await new Promise((r) => setTimeout(r, 300))
    for (let i = 0; i < 20; i += 1)
      expect(kit.messages.filter((m) => m.to.includes(`many${i}@example.org`))).toHaveLength(1)
    const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))
    expect(rows.every((row) => row.attempts === 1)).toBe(true)
  })
})

describe('keeping the outbox small', () => {
  it('deletes messages sent more than 30 days ago, and keeps newer, queued and failed ones', async () => {
    const longAgo = sql`now() - interval '31 days'`
    const row = (name: string, state: 'queued' | 'sent' | 'failed', createdAt = longAgo) => ({
      kind: 'order-placed',
      toAddress: `${name}@example.org`,
      subject: name,
      textBody: name,
      htmlBody: name,
      state,
      createdAt,
      // Not due: the running sender leaves the queued one alone.
      nextAttemptAt: sql`now() + interval '1 day'`,
    })
    // Written as they are in one statement each, so the running sender never sees them otherwise.
    const inserted = await t.db
      .insert(mailOutbox)
      .values([
        row('old-sent', 'sent'),
        row('new-sent', 'sent', sql`now() - interval '29 days'`),
        row('old-failed', 'failed'),
        row('old-queued', 'queued'),
      ])
      .returning({ id: mailOutbox.id, subject: mailOutbox.subject })
    const ids = inserted.map((r) => r.id)

    expect(await t.app.mailSender.pruneSent()).toBe(1)
    const left = await t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, ids))
    expect(left.map((r) => r.subject).sort()).toEqual(['new-sent', 'old-failed', 'old-queued'])
  })
})
