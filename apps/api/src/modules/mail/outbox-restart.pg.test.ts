// A restart loses no mail: a message queued while no process of the store runs is sent once one starts, and a
// message a stopped process had leased (it stopped mid-send) is taken again once its lease has run out, not before.

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { mailOutbox } from '@/db/schema'
import { startSmtpKit, type SmtpKit } from '@/testing/smtp-kit'
import { buildTestApp, type TestApp } from '@/testing/test-app'
import { queueMail } from './index'

let kit: SmtpKit
/** The store's first process: stopped at once; only its database lives on. */
let stopped: TestApp
const apps: TestApp[] = []
const mailOf = () => ({ smtpUrl: kit.url, pollIntervalMs: 50 })

beforeAll(async () => {
  kit = await startSmtpKit()
  stopped = await buildTestApp({ mail: mailOf() })
  await stopped.app.close()
})

afterAll(async () => {
  for (const app of apps.reverse()) await app.close()
  await stopped?.close()
  await kit?.close()
})

const queue = (to: string) =>
  queueMail(stopped.db, {
    kind: 'order-delivered',
    to,
    content: { subject: 'Delivered', paragraphs: ['Enjoy.'] },
  })

const rowOf = async (id: string) => {
  const [row] = await stopped.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  if (!row) throw new Error(`no outbox row ${id}`)
  return row
}

it('sends, once a process starts, what was queued while none ran; a lease is left alone until it ends', async () => {
  const waiting = await queue('waiting@example.org')
  // Leased by a process that stopped mid-send: one try counted, its lease not over yet.
  const leased = await queue('leased@example.org')
  await stopped.db
    .update(mailOutbox)
    .set({ attempts: 1, leasedUntil: sql`now() + interval '1 hour'` })
    .where(eq(mailOutbox.id, leased))
  await new Promise((r) => setTimeout(r, 200))
  expect(kit.messages).toHaveLength(0)

  apps.push(await buildTestApp({ sameDatabaseAs: stopped, mail: mailOf() }))
  await kit.waitForMail((m) => m.to.includes('waiting@example.org'))
  await vi.waitFor(async () => expect(await rowOf(waiting)).toMatchObject({ state: 'sent', attempts: 1 }), {
    timeout: 5000,
    interval: 50,
  })
  // The lease holds for several polls: not sent twice while its holder might still be sending it.
  await new Promise((r) => setTimeout(r, 300))
  expect((await rowOf(leased)).state).toBe('queued')
  expect(kit.messages.filter((m) => m.to.includes('leased@example.org'))).toHaveLength(0)

  // Its lease runs out (the holder is gone): taken again.
  await stopped.db
    .update(mailOutbox)
    .set({ leasedUntil: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, leased))
  await kit.waitForMail((m) => m.to.includes('leased@example.org'))
  await vi.waitFor(async () => expect(await rowOf(leased)).toMatchObject({ state: 'sent', attempts: 2 }), {
    timeout: 5000,
    interval: 50,
  })
})
