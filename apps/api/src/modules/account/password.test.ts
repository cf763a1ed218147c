// The profile's password section (issue 24 item 4): GET /api/account tells an account with a password from a
// Google-only one, and a password change through better-auth with revokeOtherSessions ends every other session.

import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { AccountSummary } from '@bookstore/contract/schemas/account'
import { accounts } from '@/db/schema'
import { cookieHeader, signInRequest, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
const origin = TEST_PUBLIC_URL
let gina: TestBuyer
let hal: TestBuyer

beforeAll(async () => {
  gina = await signUpBuyer(t.app, 'gina')
  hal = await signUpBuyer(t.app, 'hal')
})

const summaryOf = (cookie: string) => t.app.inject({ url: apiPaths.account.href(), headers: { cookie } })

const signIn = async (email: string, password: string) => {
  const res = await signInRequest(t.app, email, password)
  return { status: res.statusCode, cookie: cookieHeader(res.headers['set-cookie']) }
}

const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: identityPaths.changePassword,
    headers: { cookie, origin },
    payload: { currentPassword, newPassword, revokeOtherSessions: true },
  })

describe('GET /api/account', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: apiPaths.account.href() })
    expect(res.statusCode).toBe(401)
  })

  it('answers her account, with a password', async () => {
    const res = await summaryOf(gina.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(AccountSummary.parse(res.json())).toEqual({
      uid: gina.uid,
      email: 'gina@example.org',
      username: 'gina',
      name: 'gina',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hasPassword: true,
    })
  })

  it('says an account without a password (signed up through Google) has none', async () => {
    // A Google account is the same user with a 'google' account row and no 'credential' one.
    await t.db
      .update(accounts)
      .set({ providerId: 'google', password: null })
      .where(and(eq(accounts.userId, hal.uid), eq(accounts.providerId, 'credential')))
    const res = await summaryOf(hal.cookie)
    expect(res.json()).toMatchObject({ uid: hal.uid, hasPassword: false })
  })
})

describe('POST change-password with revokeOtherSessions', () => {
  it('refuses a wrong current password with invalid_password, and keeps the old one', async () => {
    const res = await changePassword(gina.cookie, 'not-her-password', 'brand-new-secret-3')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'invalid_password' })
    expect((await signIn(gina.email, 'shelf-secret-1')).status).toBe(200)
  })

  it('ends every other session; this one goes on with a new cookie, and only the new password signs in', async () => {
    const other = await signIn(gina.email, 'shelf-secret-1')
    expect((await summaryOf(other.cookie)).statusCode).toBe(200)

    const res = await changePassword(gina.cookie, 'shelf-secret-1', 'brand-new-secret-3')
    expect(res.statusCode).toBe(200)
    const renewed = cookieHeader(res.headers['set-cookie'])
    expect(renewed).toContain('bookstore.session_token=')

    expect((await summaryOf(other.cookie)).statusCode).toBe(401)
    expect((await summaryOf(gina.cookie)).statusCode).toBe(401)
    expect((await summaryOf(renewed)).statusCode).toBe(200)
    expect((await signIn(gina.email, 'shelf-secret-1')).status).toBe(401)
    expect((await signIn(gina.email, 'brand-new-secret-3')).status).toBe(200)
  })
})
