// Mail that cannot go out is seen (issue 37, item 5). With SMTP_URL at a port that refuses connections, a reset
// request's mail is listed by GET /api/admin/mail as soon as its first try failed (queued, with its tries, the error
// and the next try), and /metrics counts it with the oldest message's age. Through the real SMTP test server: a reset
// mail that outlives its token is marked expired and never sent, and Retry on it mails a fresh link that works;
// Retry on an expired message no renewal exists for is refused.

import { createServer } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { AdminMail, AdminMailList } from '@bookstore/contract/schemas/admin-mail'
import { mailOutbox, verifications } from '@/db/schema'
import { adminToken, bearer, signInRequest, signUpShopper } from '@/testing/factories'
import { startSmtpKit, type SmtpKit } from '@/testing/smtp-kit'
import { TEST_PUBLIC_URL, useTestApp, type TestAppHandle } from '@/testing/test-app'
import { queueMail } from './index'

const METRICS_TOKEN = 'mail-metrics-token-0123456789'
/** The first wait is the store's own (a minute): the tests see a message between its first and second try. */
const mailSettings = { smtpUrl: '', pollIntervalMs: 50, retryDelaysMs: [60_000, 300_000] }

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

let shoppers = 0
/** A shopper who asked for a reset; her address. */
async function resetAsked(t: TestAppHandle): Promise<{ email: string; uid: string }> {
  shoppers += 1
  const email = `unsent${shoppers}@example.org`
  const { uid } = await signUpShopper(t.app, {
    email,
    password: 'shelf-secret-1',
    username: `unsent${shoppers}`,
  })
  const res = await t.app.inject({
    method: 'POST',
    url: identityPaths.requestPasswordReset,
    headers: { origin: TEST_PUBLIC_URL },
    payload: { email },
    remoteAddress: `10.94.0.${shoppers}`,
  })
  expect(res.statusCode).toBe(200)
  return { email, uid }
}

const listed = async (t: TestAppHandle, token: string) => {
  const res = await t.app.inject({ url: apiPaths.adminMail.href(), headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  return AdminMailList.parse(res.json())
}

/** The value of the exposition line `name{labels} value`, undefined when there is none. */
async function metric(t: TestAppHandle, line: string): Promise<number | undefined> {
  const res = await t.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) })
  expect(res.statusCode).toBe(200)
  const found = res.body.split('\n').find((l) => l.startsWith(`${line} `))
  return found === undefined ? undefined : Number(found.slice(line.length + 1))
}

describe('a mail server that refuses connections', () => {
  const mail = { ...mailSettings }
  beforeAll(async () => {
    mail.smtpUrl = `smtp://127.0.0.1:${await closedPort()}`
  })
  const t = useTestApp({ mail, metrics: { port: undefined, host: '127.0.0.1', token: METRICS_TOKEN } })
  let token = ''
  beforeAll(async () => {
    token = await adminToken(t)
  })

  it('lists the reset mail after its first failed try, with its tries, error and next try; metrics count it', async () => {
    expect(await listed(t, token)).toEqual([])
    expect(await metric(t, 'bookstore_mail_messages{state="queued"}')).toBe(0)
    const asked = Date.now()
    const { email } = await resetAsked(t)

    const [shown, ...more] = await vi.waitFor(
      async () => {
        const list = await listed(t, token)
        expect(list).toHaveLength(1)
        return list
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(more).toEqual([])
    expect(shown).toMatchObject({ kind: 'password-reset', to: email, state: 'queued', attempts: 1 })
    expect(shown?.lastError).toMatch(/ECONNREFUSED/)
    const nextTry = Date.parse(shown?.nextAttemptAt ?? '') - asked
    expect(nextTry).toBeGreaterThan(55_000)
    expect(nextTry).toBeLessThan(70_000)
    // The link's own hour.
    const expiry = Date.parse(shown?.expiresAt ?? '') - asked
    expect(expiry).toBeGreaterThan(3590_000)
    expect(expiry).toBeLessThanOrEqual(3605_000)

    expect(await metric(t, 'bookstore_mail_messages{state="queued"}')).toBe(1)
    expect(await metric(t, 'bookstore_mail_messages{state="failed"}')).toBe(0)
    expect(await metric(t, 'bookstore_mail_messages{state="expired"}')).toBe(0)
    const age = (await metric(t, 'bookstore_mail_oldest_queued_age_seconds')) ?? -1
    expect(age).toBeGreaterThanOrEqual(0)
    expect(age).toBeLessThan((Date.now() - asked) / 1000 + 1)
  })

  it('counts a message failed after every try, and the oldest queued by its age', async () => {
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(mailOutbox.state, 'queued'))
    await t.db.insert(mailOutbox).values({
      kind: 'order-placed',
      toAddress: 'given-up@example.org',
      subject: 'Bookstore: Order 1',
      textBody: 'Your order',
      htmlBody: '<p>Your order</p>',
      state: 'failed',
      attempts: 6,
      lastError: 'connect ECONNREFUSED',
    })
    expect(await metric(t, 'bookstore_mail_messages{state="failed"}')).toBe(1)
    const age = (await metric(t, 'bookstore_mail_oldest_queued_age_seconds')) ?? 0
    expect(age).toBeGreaterThanOrEqual(7200)
    expect(age).toBeLessThan(7300)
    expect((await listed(t, token)).map((m) => m.state)).toEqual(['failed', 'queued'])
  })
})

describe('a reset mail that outlives its token', () => {
  let kit: SmtpKit
  const mail = { ...mailSettings }
  beforeAll(async () => {
    kit = await startSmtpKit({ refuseAll: true })
    mail.smtpUrl = kit.url
  })
  afterAll(() => kit.close())
  const t = useTestApp({ mail, metrics: { port: undefined, host: '127.0.0.1', token: METRICS_TOKEN } })
  let token = ''
  beforeAll(async () => {
    token = await adminToken(t)
  })
  const retry = (id: string) =>
    t.app.inject({ method: 'POST', url: apiPaths.retryMail.href(id), headers: bearer(token) })

  let expired: AdminMail | undefined
  let shopper = { email: '', uid: '' }

  it('is marked expired and never sent, even once the server accepts', async () => {
    shopper = await resetAsked(t)
    const [queued] = await vi.waitFor(
      async () => {
        const list = await listed(t, token)
        expect(list).toHaveLength(1)
        return list
      },
      { timeout: 10_000, interval: 50 },
    )
    // An hour on: the token has expired, and the retry is due (the server would take it now).
    kit.refuseAll = false
    await t.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.value, shopper.uid))
    await t.db
      .update(mailOutbox)
      .set({ expiresAt: sql`now() - interval '1 second'`, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, queued?.id ?? ''))

    const [shown] = await vi.waitFor(
      async () => {
        const list = await listed(t, token)
        expect(list[0]?.state).toBe('expired')
        return list
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(shown).toMatchObject({ id: queued?.id, attempts: 1, nextAttemptAt: null })
    // Many polls later, still nothing was sent.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(kit.messages.filter((m) => m.to.includes(shopper.email))).toEqual([])
    expect(await metric(t, 'bookstore_mail_messages{state="expired"}')).toBe(1)
    expect(await metric(t, 'bookstore_mail_messages{state="queued"}')).toBe(0)
    expired = shown
  })

  it('Retry mails a fresh link in its place, which resets the password', async () => {
    const res = await retry(expired?.id ?? '')
    expect(res.statusCode).toBe(200)
    const fresh = AdminMail.parse(res.json())
    expect(fresh).toMatchObject({ kind: 'password-reset', to: shopper.email, state: 'queued', attempts: 0 })
    expect(fresh.id).not.toBe(expired?.id)
    expect(Date.parse(fresh.expiresAt ?? '') - Date.now()).toBeGreaterThan(3500_000)

    const received = await kit.waitForMail((m) => m.to.includes(shopper.email))
    const link = /\/reset-password\?token=([\w-]+)/.exec(received.text)?.[1] ?? ''
    const reset = await t.app.inject({
      method: 'POST',
      url: identityPaths.resetPassword,
      headers: { origin: TEST_PUBLIC_URL },
      payload: { token: link, newPassword: 'a-fresh-shelf-9' },
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ status: true })
    expect((await signInRequest(t.app, shopper.email, 'a-fresh-shelf-9')).statusCode).toBe(200)
    // The old message is gone, the fresh one sent: nothing left to show.
    await vi.waitFor(async () => expect(await listed(t, token)).toEqual([]), {
      timeout: 10_000,
      interval: 50,
    })
    expect((await retry(expired?.id ?? '')).statusCode).toBe(404)
  })

  it('Retry on an expired message that has no renewal answers 409 and keeps it', async () => {
    const id = await queueMail(t.db, {
      kind: 'order-placed',
      to: 'late@example.org',
      content: { subject: 'Order 2', paragraphs: ['Your order'] },
      expiresAt: new Date(Date.now() - 1000),
    })
    await vi.waitFor(async () => expect((await listed(t, token))[0]?.state).toBe('expired'), {
      timeout: 10_000,
      interval: 50,
    })
    const res = await retry(id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'conflict', message: expect.stringMatching(/expired/) })
    expect((await listed(t, token)).map((m) => m.id)).toEqual([id])
    expect(kit.messages.filter((m) => m.to.includes('late@example.org'))).toEqual([])
  })
})
