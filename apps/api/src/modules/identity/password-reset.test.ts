// Forgot password over HTTP (issue 24, item 2): a reset request answers the same for every email and mails a link
// (read from mail_outbox) only to an account; the link's token sets a new password once, within the hour, and ends the
// account's sessions; a Google-only account is told to sign in with Google; the requests are limited per client and
// per email, apart from sign-in's limits; known and unknown emails take about as long to answer.

import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { identityPaths } from '@bookstore/contract/api-paths'
import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import { PASSWORD_RESET_MESSAGES } from '@bookstore/contract/schemas/password-reset'
import { accounts, mailOutbox, users, verifications } from '@/db/schema'
import { cookieHeader, signInRequest, signUpShopper } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { RESET_REQUEST_MIN_MS } from './routes'

const t = useTestApp()
const origin = { origin: TEST_PUBLIC_URL }
const SAME_ANSWER = { status: true, message: PASSWORD_RESET_MESSAGES.linkSent }

let addresses = 0
/** A client address of its own for each call that does not name one (the per-client limits stay out of the way). */
const nextAddress = () => {
  addresses += 1
  return `10.90.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
}

const requestReset = (email: string, remoteAddress = nextAddress(), extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: identityPaths.requestPasswordReset,
    headers: origin,
    payload: { email, ...extra },
    remoteAddress,
  })

const resetPassword = (token: string, newPassword: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: identityPaths.resetPassword,
    headers: origin,
    payload: { token, newPassword },
    remoteAddress,
  })

const signIn = (email: string, password: string, remoteAddress = nextAddress()) =>
  signInRequest(t.app, email, password, remoteAddress)

const sessionOf = (cookie: string) => t.app.inject({ url: identityPaths.session, headers: { cookie } })

const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))

/** The token of the reset link in the newest mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mails = (await mailsTo(email)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  const text = mails.at(-1)?.textBody ?? ''
  const match = /(\S+)\/reset-password\?token=([\w-]+)/.exec(text)
  if (!match) throw new Error(`no reset link in the mail to ${email}: ${text}`)
  expect(match[1]).toBe(TEST_PUBLIC_URL)
  return match[2] ?? ''
}

let accountCount = 0
async function newAccount(password = 'shelf-secret-1') {
  accountCount += 1
  const email = `reset${accountCount}@example.org`
  const shopper = await signUpShopper(t.app, { email, password, username: `reset${accountCount}` })
  return { ...shopper, email, password }
}

describe('a reset request', () => {
  it('answers the same for an email with and without an account; only the account gets a mail', async () => {
    const { email } = await newAccount()
    const known = await requestReset(email)
    const unknown = await requestReset('nobody@example.org')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual(SAME_ANSWER)
    expect(unknown.json()).toEqual(SAME_ANSWER)
    expect(known.headers['content-type']).toBe(unknown.headers['content-type'])

    const [mail, ...more] = await mailsTo(email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ kind: 'password-reset', state: expect.any(String) })
    expect(mail?.subject).toMatch(/Reset your password/)
    expect(mail?.textBody).toMatch(/expires in 1 hour/)
    expect(mail?.textBody).toMatch(/If you did not ask for this/)
    expect(mail?.textBody).not.toContain('shelf-secret-1')
    expect(mail?.htmlBody).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`)
    expect(await mailsTo('nobody@example.org')).toEqual([])
  })

  it('links to the store page whatever redirectTo the client sends', async () => {
    const { email } = await newAccount()
    const res = await requestReset(email, nextAddress(), { redirectTo: 'https://evil.example/steal' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(SAME_ANSWER)
    await mailedToken(email)
    expect((await mailsTo(email))[0]?.textBody).not.toContain('evil.example')
  })

  it('refuses a body without a valid email (400, the form message), before anything is counted', async () => {
    const res = await requestReset('not-an-email')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'validation',
      message: `Invalid body: email: ${PASSWORD_RESET_MESSAGES.invalidEmail}`,
    })
    const form = await t.app.inject({
      method: 'POST',
      url: identityPaths.requestPasswordReset,
      headers: { ...origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.org',
    })
    expect(form.statusCode).toBe(415)
  })

  it('mails a Google-only account the advice to sign in with Google, and leaves it no usable token', async () => {
    const id = randomUUID()
    const email = 'googler@example.org'
    await t.db.insert(users).values({ id, name: 'Gail', email, username: 'googler', emailVerified: true })
    await t.db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: 'google-sub-1', providerId: 'google', userId: id })
    const res = await requestReset(email)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(SAME_ANSWER)
    const mails = await mailsTo(email)
    expect(mails.map((m) => m.kind)).toEqual(['password-reset-google'])
    expect(mails[0]?.textBody).toMatch(/Sign in with Google/)
    expect(mails[0]?.textBody).not.toMatch(/reset-password\?token=/)
    expect(await t.db.select().from(verifications).where(eq(verifications.value, id))).toEqual([])
  })
})

describe('the reset', () => {
  it('sets the new password once: the new one signs in, the old one not, the token is then refused', async () => {
    const { email, password } = await newAccount()
    await requestReset(email)
    const token = await mailedToken(email)

    const res = await resetPassword(token, 'a-brand-new-shelf')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true })
    expect((await signIn(email, 'a-brand-new-shelf')).statusCode).toBe(200)
    expect((await signIn(email, password)).statusCode).toBe(401)

    const again = await resetPassword(token, 'yet-another-shelf')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ error: 'invalid_token', message: PASSWORD_RESET_MESSAGES.invalidLink })
    expect((await signIn(email, 'yet-another-shelf')).statusCode).toBe(401)
  })

  it('refuses an expired token and a forged one', async () => {
    const { uid, email } = await newAccount()
    await requestReset(email)
    const token = await mailedToken(email)
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, uid))
    const expired = await resetPassword(token, 'a-brand-new-shelf')
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ error: 'invalid_token', message: PASSWORD_RESET_MESSAGES.invalidLink })

    const forged = await resetPassword('Zm9yZ2VkLXRva2VuLTEyMzQ1', 'a-brand-new-shelf')
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ error: 'invalid_token' })
    expect((await signIn(email, 'a-brand-new-shelf')).statusCode).toBe(401)
  })

  it('expires the token after an hour', async () => {
    const { uid, email } = await newAccount()
    const before = Date.now()
    await requestReset(email)
    const [row] = await t.db.select().from(verifications).where(eq(verifications.value, uid))
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before
    expect(lifetime).toBeGreaterThan(3590_000)
    expect(lifetime).toBeLessThanOrEqual(3605_000)
  })

  it('ends every session of the account', async () => {
    const { cookie, email, password } = await newAccount()
    const other = cookieHeader((await signIn(email, password)).headers['set-cookie'])
    expect((await sessionOf(cookie)).json()).not.toBeNull()
    await requestReset(email)
    expect((await resetPassword(await mailedToken(email), 'a-brand-new-shelf')).statusCode).toBe(200)
    expect((await sessionOf(cookie)).json()).toBeNull()
    expect((await sessionOf(other)).json()).toBeNull()
  })

  it('holds the new password to the sign-up rules, and the token stays usable after a refusal', async () => {
    const { email } = await newAccount()
    await requestReset(email)
    const token = await mailedToken(email)
    const short = await resetPassword(token, '12345')
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({ error: 'password_too_short', message: expect.any(String) })
    const common = await resetPassword(token, 'password')
    expect(common.statusCode).toBe(400)
    expect(common.json()).toEqual({ error: 'common_password', message: COMMON_PASSWORD_MESSAGE })
    expect((await resetPassword(token, 'a-brand-new-shelf')).statusCode).toBe(200)
  })
})

describe('limits', () => {
  it('allows 5 requests an hour per email, from any clients, then 429 with Retry-After', async () => {
    const { email } = await newAccount()
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestReset(email)))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200])
    const refused = await requestReset(email.toUpperCase())
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
    expect(refused.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many requests/),
    })
    expect(await mailsTo(email)).toHaveLength(5)
    // An unknown email is limited alike: the limit tells nothing either.
    await Promise.all(Array.from({ length: 5 }, () => requestReset('ghost@example.org')))
    expect((await requestReset('ghost@example.org')).statusCode).toBe(429)
  })

  it('allows 20 requests an hour per client, whatever the emails, then 429 with Retry-After', async () => {
    const client = '10.91.0.1'
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestReset(`many${i}@example.org`, client)),
    )
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]))
    const refused = await requestReset('one-more@example.org', client)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await requestReset('one-more@example.org')).statusCode).toBe(200)
  })

  it('limits refused tokens per client: the 11th in a minute is 429', async () => {
    const client = '10.92.0.1'
    for (let i = 0; i < 10; i += 1) {
      expect((await resetPassword(`forged-${i}`, 'a-brand-new-shelf', client)).statusCode).toBe(400)
    }
    const refused = await resetPassword('forged-x', 'a-brand-new-shelf', client)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('leave an account locked by wrong guesses free to reset, after which its owner signs in at once', async () => {
    const { email } = await newAccount()
    // 20 wrong guesses from many clients lock the email's sign-in (SIGN_IN_ACCOUNT_LIMIT).
    for (let i = 0; i < 20; i += 1) expect((await signIn(email, `guess-${i}`)).statusCode).toBe(401)
    const locked = await signIn(email, 'a-brand-new-shelf')
    expect(locked.statusCode).toBe(429)

    expect((await requestReset(email)).statusCode).toBe(200)
    expect((await resetPassword(await mailedToken(email), 'a-brand-new-shelf')).statusCode).toBe(200)
    expect((await signIn(email, 'a-brand-new-shelf')).statusCode).toBe(200)
  })
})

describe('timing', () => {
  it('answers known and unknown emails in about the same time, never sooner than the floor', async () => {
    // Five accounts, each asked for twice (five requests an hour per email).
    const accounts5 = await Promise.all(Array.from({ length: 5 }, () => newAccount()))
    const known = [...accounts5, ...accounts5]
    const elapsed = async (email: string) => {
      const started = performance.now()
      const res = await requestReset(email)
      expect(res.statusCode).toBe(200)
      return performance.now() - started
    }
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    // Interleaved, so that a slow moment of the machine falls on both.
    for (const [i, { email }] of known.entries()) {
      knownTimes.push(await elapsed(email))
      unknownTimes.push(await elapsed(`unknown-${i}@example.org`))
    }
    const mean = (times: number[]) => times.reduce((a, b) => a + b, 0) / times.length
    expect(Math.min(...knownTimes, ...unknownTimes)).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5)
    const ratio = mean(knownTimes) / mean(unknownTimes)
    expect(ratio).toBeGreaterThan(1 / 1.5)
    expect(ratio).toBeLessThan(1.5)
  })
})
