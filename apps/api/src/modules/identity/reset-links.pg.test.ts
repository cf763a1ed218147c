// A reset ends every other reset link (issue 37, item 2): of two links mailed to one account, resetting with one
// ends the other; a password change ends them all, a refused change none; deleting the account ends them too. The
// links are read from the outbox, as mailed; both databases, as the tokens are deleted by a statement of ours.

import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { mailOutbox, verifications } from '@/db/schema'
import { signInRequest, signUpShopper } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
const origin = { origin: TEST_PUBLIC_URL }
const INVALID = { error: 'invalid_token', message: expect.any(String) }

let clients = 0
/** Each call from an address of its own: the per-client limits stay out of the way. */
const client = () => `10.93.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...origin, ...headers }, payload, remoteAddress: client() })

/** Asks for a reset of `email` and answers the token of the link it mailed. */
async function mailedToken(email: string): Promise<string> {
  expect((await post(identityPaths.requestPasswordReset, { email })).statusCode).toBe(200)
  const [newest] = await t.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  const token = /\/reset-password\?token=([\w-]+)/.exec(newest?.text ?? '')?.[1]
  if (!token) throw new Error(`no reset link mailed to ${email}`)
  return token
}

const reset = (token: string, newPassword: string) =>
  post(identityPaths.resetPassword, { token, newPassword })

let accounts = 0
async function account() {
  accounts += 1
  const email = `links${accounts}@example.org`
  const shopper = await signUpShopper(t.app, {
    email,
    password: 'shelf-secret-1',
    username: `links${accounts}`,
  })
  return { ...shopper, email }
}

const resetTokensOf = (uid: string) => t.db.select().from(verifications).where(eq(verifications.value, uid))

describe('two reset links of one account', () => {
  it('the newer one resets; then the older one answers invalid_token', async () => {
    const { uid, email } = await account()
    const older = await mailedToken(email)
    const newer = await mailedToken(email)
    expect(newer).not.toBe(older)

    const done = await reset(newer, 'a-brand-new-shelf')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ status: true })
    const stale = await reset(older, 'another-new-shelf')
    expect(stale.statusCode).toBe(400)
    expect(stale.json()).toEqual(INVALID)
    expect(await resetTokensOf(uid)).toEqual([])
    expect((await signInRequest(t.app, email, 'a-brand-new-shelf', client())).statusCode).toBe(200)
  })

  it('a password change ends both; a refused change ends none', async () => {
    const { uid, cookie, email } = await account()
    const first = await mailedToken(email)
    const second = await mailedToken(email)
    const change = (currentPassword: string) =>
      post(
        identityPaths.changePassword,
        { currentPassword, newPassword: 'changed-shelf-2', revokeOtherSessions: true },
        { cookie },
      )
    expect((await change('not-her-password')).statusCode).toBe(400)
    expect(await resetTokensOf(uid)).toHaveLength(2)

    expect((await change('shelf-secret-1')).statusCode).toBe(200)
    for (const token of [first, second])
      expect((await reset(token, 'a-brand-new-shelf')).json()).toEqual(INVALID)
    expect((await signInRequest(t.app, email, 'changed-shelf-2', client())).statusCode).toBe(200)
  })

  it('deleting the account ends every link mailed to it', async () => {
    const { uid, cookie, email } = await account()
    const token = await mailedToken(email)
    const deleted = await post(apiPaths.deleteAccount.href(), { email }, { cookie })
    expect(deleted.statusCode).toBe(204)
    expect(await resetTokensOf(uid)).toEqual([])
    expect((await reset(token, 'a-brand-new-shelf')).json()).toEqual(INVALID)
  })
})
