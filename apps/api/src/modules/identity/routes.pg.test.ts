// Shopper identity over HTTP (ARCHITECTURE §9 "Identity", "Rate limits"): sign-up, sign-in, sessions, sign-out,
// the password and uniqueness rules, errors as { error, message }, and the sign-in and sign-up limits.

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { identityPaths } from '@bookstore/contract/api-paths'
import { ErrorBody } from '@bookstore/contract/schemas/error'
import { sessions } from '@/db/schema'
import { cookieHeader, signInRequest, signUpShopper } from '@/testing/factories'
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { createIdentity } from './auth'

const t = useTestApp()

const origin = { origin: TEST_PUBLIC_URL }

const signIn = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  signInRequest(t.app, email, password, remoteAddress)

const getSession = (cookie: string) => t.app.inject({ url: identityPaths.session, headers: { cookie } })

describe('sign-up and sessions', () => {
  it('signs up, sets an httpOnly SameSite=Lax session cookie, and the cookie gives the session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: identityPaths.signUp,
      headers: origin,
      payload: { email: 'Ada@Example.org', password: 'shelf-secret-1', name: 'Ada', username: 'Ada' },
    })
    expect(res.statusCode).toBe(200)
    const setCookie = [res.headers['set-cookie']].flat().join('\n')
    expect(setCookie).toMatch(/bookstore\.session_token=[^;]+;.*HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Secure/i)
    const { user } = res.json<{ user: { id: string; email: string; username: string } }>()
    expect(user).toMatchObject({ email: 'ada@example.org', username: 'Ada' })

    const session = await getSession(cookieHeader(res.headers['set-cookie']))
    expect(session.statusCode).toBe(200)
    expect(session.json()).toMatchObject({ user: { id: user.id, email: 'ada@example.org', username: 'Ada' } })
  })

  it('answers no session without a cookie', async () => {
    const res = await t.app.inject(identityPaths.session)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toBeNull()
  })

  it('signs in with the email in any case, with a new session each time', async () => {
    const first = await signIn('ada@example.org', 'shelf-secret-1')
    const second = await signIn('ADA@EXAMPLE.ORG', 'shelf-secret-1')
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    const [a, b] = [cookieHeader(first.headers['set-cookie']), cookieHeader(second.headers['set-cookie'])]
    expect(a).not.toBe(b)
    expect((await getSession(b)).json()).toMatchObject({ user: { username: 'Ada' } })
  })

  it('answers a wrong password with 401 { error, message }', async () => {
    const res = await signIn('ada@example.org', 'wrong-password', '10.0.0.2')
    expect(res.statusCode).toBe(401)
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message'])
    expect(ErrorBody.parse(res.json())).toEqual({
      error: 'invalid_email_or_password',
      message: expect.any(String),
    })
  })

  it('revokes the session on sign-out: the old cookie no longer works', async () => {
    const { cookie } = await signUpShopper(t.app, {
      email: 'out@example.org',
      password: 'shelf-secret-1',
      username: 'out',
    })
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? ''
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(1)

    const res = await t.app.inject({
      method: 'POST',
      url: identityPaths.signOut,
      headers: { ...origin, cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0)
    expect((await getSession(cookie)).json()).toBeNull()
  })

  it('refuses a cookie-carrying POST without an Origin header', async () => {
    const { cookie } = await signUpShopper(t.app, {
      email: 'orig@example.org',
      password: 'shelf-secret-1',
      username: 'orig',
    })
    const res = await t.app.inject({ method: 'POST', url: identityPaths.signOut, headers: { cookie } })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'missing_or_null_origin', message: expect.any(String) })
  })
})

describe('cookies', () => {
  it('are Secure (with the __Secure- prefix) only when PUBLIC_URL is https', async () => {
    const options = { authSecret: TEST_AUTH_SECRET, google: undefined }
    const https = await createIdentity(t.db, { ...options, publicUrl: 'https://books.example' }, t.app.log)
      .$context
    const http = await createIdentity(t.db, { ...options, publicUrl: TEST_PUBLIC_URL }, t.app.log).$context
    expect(https.authCookies.sessionToken.name).toBe('__Secure-bookstore.session_token')
    expect(https.authCookies.sessionToken.attributes).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
    })
    expect(http.authCookies.sessionToken.attributes).toMatchObject({ secure: false, httpOnly: true })
  })
})

describe('sign-up rules', () => {
  const signUp = (payload: Record<string, string>, remoteAddress = '10.0.1.1') =>
    t.app.inject({ method: 'POST', url: identityPaths.signUp, headers: origin, payload, remoteAddress })

  it('refuses a password shorter than 6 with 400 JSON', async () => {
    const res = await signUp({ email: 'short@example.org', password: '12345', name: 'S', username: 'short' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'password_too_short', message: expect.any(String) })
  })

  it('refuses an email already registered in another case', async () => {
    const res = await signUp({
      email: 'ADA@example.ORG',
      password: 'shelf-secret-1',
      name: 'A',
      username: 'another',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      error: 'user_already_exists_use_another_email',
      message: expect.any(String),
    })
  })

  it('refuses a username already taken in another case with 409 conflict', async () => {
    const res = await signUp({
      email: 'new@example.org',
      password: 'shelf-secret-1',
      name: 'N',
      username: 'ADA',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'conflict', message: 'That username is taken' })
  })

  it('requires a username', async () => {
    const res = await signUp({ email: 'nouser@example.org', password: 'shelf-secret-1', name: 'N' })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error).toBe('missing_field')
  })

  it('answers an unknown identity path with 404 { error, message }', async () => {
    const res = await t.app.inject('/api/identity/no-such-endpoint')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'not_found', message: expect.stringContaining('no-such-endpoint') })
  })

  it('leaves username changes to the real-users API', async () => {
    const { cookie } = await signUpShopper(t.app, {
      email: 'upd@example.org',
      password: 'shelf-secret-1',
      username: 'upd',
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identity/update-user',
      headers: { ...origin, cookie },
      payload: { username: 'ada' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'not_found' })
  })
})

describe('rate limits per client IP', () => {
  it('refuses the 11th failed sign-in within a minute with 429, Retry-After and JSON', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn('ada@example.org', 'wrong-password', '10.0.2.1')).statusCode).toBe(401)
    }
    const res = await signIn('ada@example.org', 'shelf-secret-1', '10.0.2.1')
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(res.json()).toEqual({ error: 'rate_limited', message: expect.any(String) })
    // Another client is not affected.
    expect((await signIn('ada@example.org', 'shelf-secret-1', '10.0.2.2')).statusCode).toBe(200)
  })

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await signIn('ada@example.org', 'shelf-secret-1', '10.0.3.1')).statusCode).toBe(200)
    }
  })

  it('allows 30 sign-up attempts a minute, then answers 429', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: identityPaths.signUp,
        headers: origin,
        payload: { email: 'many@example.org', password: '1', name: 'M', username: 'many' },
        remoteAddress: '10.0.4.1',
      })
    for (let i = 0; i < 30; i += 1) expect((await attempt()).statusCode).toBe(400)
    const res = await attempt()
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json()).toEqual({ error: 'rate_limited', message: expect.any(String) })
  })
})
