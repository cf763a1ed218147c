// The admin's failed mail: a message every try failed to send (the SMTP server refuses all) is listed by
// GET /api/admin/mail, newest first and paged; POST …/retry queues it again and it goes out once the server accepts;
// admin only, its query and id checked.

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { AdminMail, AdminMailList } from '@bookstore/contract/schemas/admin-mail'
import { mailOutbox } from '@/db/schema'
import { adminToken, bearer, UNKNOWN_ID } from '@/testing/factories'
import { startSmtpKit, type SmtpKit } from '@/testing/smtp-kit'
import { useTestApp } from '@/testing/test-app'
import { queueMail } from './index'

let kit: SmtpKit
const mail = { smtpUrl: '', pollIntervalMs: 50, retryDelaysMs: [50] }
beforeAll(async () => {
  kit = await startSmtpKit({ refuseAll: true })
  mail.smtpUrl = kit.url
})
afterAll(() => kit.close())

const t = useTestApp({ mail })
let token = ''
/** Two messages that failed, the older first. */
const failed: string[] = []

const stateOf = async (id: string) =>
  (await t.db.select({ state: mailOutbox.state }).from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.state

beforeAll(async () => {
  token = await adminToken(t)
  for (const to of ['old@example.org', 'new@example.org']) {
    const id = await queueMail(t.db, {
      kind: 'password-reset',
      to,
      content: { subject: 'Reset your password', paragraphs: ['Someone asked to reset it.'] },
    })
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('failed'), { timeout: 10_000, interval: 50 })
    failed.push(id)
  }
  // Distinct creation instants, so newest first is certain.
  await t.db
    .update(mailOutbox)
    .set({ createdAt: new Date('2026-01-01T09:00:00Z') })
    .where(eq(mailOutbox.id, failed[0] ?? ''))
})

const admin = (url: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: bearer(token) })

describe('GET /api/admin/mail', () => {
  it('lists the messages every try failed to send, newest first, with their tries and last error', async () => {
    const res = await admin(apiPaths.adminMail.href())
    expect(res.statusCode).toBe(200)
    const list = AdminMailList.parse(res.json())
    expect(list.map((m) => m.to)).toEqual(['new@example.org', 'old@example.org'])
    expect(list[0]).toMatchObject({
      id: failed[1],
      kind: 'password-reset',
      subject: 'Bookstore: Reset your password',
      state: 'failed',
      attempts: 2,
    })
    expect(list[0]?.lastError).toMatch(/451/)
    expect(res.headers['x-total-count']).toBe('2')
  })

  it('pages with X-Total-Count and Link', async () => {
    const res = await admin(apiPaths.adminMail.href({ limit: 1 }))
    expect(AdminMailList.parse(res.json()).map((m) => m.to)).toEqual(['new@example.org'])
    expect(res.headers['x-total-count']).toBe('2')
    expect(res.headers.link).toBe('</api/admin/mail?limit=1&offset=1>; rel="next"')
  })

  it('refuses without an admin token (401) and a bad page (400)', async () => {
    expect((await t.app.inject({ url: apiPaths.adminMail.href() })).statusCode).toBe(401)
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'limit=x']) {
      const res = await admin(`${apiPaths.adminMail.route}?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation' })
    }
  })
})

describe('POST /api/admin/mail/:id/retry', () => {
  it('refuses without an admin token (401), an unknown or malformed id (404)', async () => {
    const res = await t.app.inject({ method: 'POST', url: apiPaths.retryMail.href(failed[0] ?? '') })
    expect(res.statusCode).toBe(401)
    expect((await admin(apiPaths.retryMail.href(UNKNOWN_ID), 'POST')).statusCode).toBe(404)
    expect((await admin(apiPaths.retryMail.href('not-an-id'), 'POST')).statusCode).toBe(404)
    expect(await stateOf(failed[0] ?? '')).toBe('failed')
  })

  it('queues a failed message again, which goes out once the server accepts; then it is no longer listed', async () => {
    kit.refuseAll = false
    const id = failed[0] ?? ''
    const res = await admin(apiPaths.retryMail.href(id), 'POST')
    expect(res.statusCode).toBe(200)
    expect(AdminMail.parse(res.json())).toMatchObject({ id, state: 'queued', attempts: 0 })
    await kit.waitForMail((m) => m.to.includes('old@example.org'))
    await vi.waitFor(async () => expect(await stateOf(id)).toBe('sent'), { timeout: 10_000, interval: 50 })
    const list = AdminMailList.parse((await admin(apiPaths.adminMail.href())).json())
    expect(list.map((m) => m.id)).toEqual([failed[1]])
  })

  it('answers 409 for a message that has not failed', async () => {
    const res = await admin(apiPaths.retryMail.href(failed[0] ?? ''), 'POST')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ error: 'conflict' })
  })
})
