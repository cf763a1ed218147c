// Admin login and logout over HTTP (issue 6): the token's claims and lifetime, one answer for any wrong credentials,
// the per-IP limit on failures, and a logout that revokes its token on the server.

import { decodeJwt, decodeProtectedHeader } from 'jose'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths } from '@bookstore/contract/api-paths'
import { ADMIN_TOKEN_TTL_SECONDS } from '@bookstore/contract/constants'
import { admins } from '@/db/schema'
import { bearer, TEST_ADMIN } from '@/testing/factories'
import { useTestApp } from '@/testing/test-app'
import { setAdminPassword } from './accounts'

const t = useTestApp()

beforeAll(async () => {
  await setAdminPassword(t.db, TEST_ADMIN.username, TEST_ADMIN.password)
})

const login = (payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: apiPaths.adminLogin.href(), payload, remoteAddress })

describe('POST /api/auth/admin', () => {
  it('answers {token}: an HS256 JWT with sub, role admin, username, and exp one hour after iat', async () => {
    const res = await login(TEST_ADMIN)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { token } = res.json<{ token: string }>()
    expect(Object.keys(res.json())).toEqual(['token'])
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256' })
    const [admin] = await t.db.select().from(admins).where(eq(admins.username, TEST_ADMIN.username))
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({ sub: admin?.id, role: 'admin', username: TEST_ADMIN.username })
    // Beside them, the token's own id (logout revokes it) and the admin's token generation (set-password bumps it).
    expect(claims).toMatchObject({ jti: expect.stringMatching(/^[\w-]{16,}$/), gen: expect.any(Number) })
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ADMIN_TOKEN_TTL_SECONDS)
    expect(Math.abs((claims.iat ?? 0) - Date.now() / 1000)).toBeLessThan(60)
    expect(token).not.toContain(TEST_ADMIN.password)

    const stats = await t.app.inject({ url: apiPaths.adminStats.href(), headers: bearer(token) })
    expect(stats.statusCode).toBe(200)
  })

  it('takes the username in any case', async () => {
    const res = await login({ ...TEST_ADMIN, username: ` ${TEST_ADMIN.username.toUpperCase()} ` })
    expect(res.statusCode).toBe(200)
  })

  it('answers the same 401 JSON for a wrong password and for an unknown username', async () => {
    const wrongPassword = await login(
      { username: TEST_ADMIN.username, password: 'not the password' },
      '10.1.1.1',
    )
    const unknownUser = await login({ username: 'nobody', password: TEST_ADMIN.password }, '10.1.1.1')
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownUser.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
    expect(unknownUser.body).toBe(wrongPassword.body)
  })

  it.each([{}, { username: 'root' }, { password: 'x' }, { username: '', password: '' }])(
    'answers 400 JSON for the incomplete body %o',
    async (payload) => {
      const res = await login(payload, '10.1.2.1')
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation' })
    },
  )

  it('refuses the 11th failure of one client IP within a minute with 429, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ username: 'root', password: `guess ${i}` }, '10.1.3.1')).statusCode).toBe(401)
    }
    const blocked = await login(TEST_ADMIN, '10.1.3.1')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(blocked.json()).toEqual({ error: 'rate_limited', message: expect.any(String) })
    // Another client is not affected.
    expect((await login(TEST_ADMIN, '10.1.3.2')).statusCode).toBe(200)
  })

  it('counts right passwords too: the 31st login of one client within a minute is 429 (issue 22)', async () => {
    const answers: number[] = []
    for (let i = 0; i < 31; i += 1) answers.push((await login(TEST_ADMIN, '10.1.5.1')).statusCode)
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(200))
    expect(answers[30]).toBe(429)
  })

  it('gives one client at most 4 places in the password queue: 12 at once get at most 4 answers 200', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(TEST_ADMIN, '10.1.6.1')))
    const ok = answers.filter((a) => a.statusCode === 200).length
    expect(ok).toBeGreaterThan(0)
    expect(ok).toBeLessThanOrEqual(4)
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Those refusals checked no password: another client logs in at once.
    expect((await login(TEST_ADMIN, '10.1.6.2')).statusCode).toBe(200)
  })

  it('refuses a 900 KB username (the body schema, before anything is counted)', async () => {
    const res = await login({ username: 'x'.repeat(900 * 1024), password: 'whatever' }, '10.1.7.1')
    expect(res.statusCode).toBe(400)
  })
})

describe('POST /api/auth/admin/logout', () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: apiPaths.adminLogout.href(), headers })
  const stats = (token: string) => t.app.inject({ url: apiPaths.adminStats.href(), headers: bearer(token) })
  const loginToken = async (remoteAddress: string) => {
    const res = await login(TEST_ADMIN, remoteAddress)
    expect(res.statusCode).toBe(200)
    return res.json<{ token: string }>().token
  }

  it('answers 204 and revokes that token on the server: it then gets 401, while other tokens still work', async () => {
    // Two logins within one second: each token has its own id (jti), so ending one leaves the other.
    const token = await loginToken('10.1.4.1')
    const other = await loginToken('10.1.4.2')
    expect(token).not.toBe(other)
    expect((await stats(token)).statusCode).toBe(200)

    const res = await logout(bearer(token))
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(res.headers['cache-control']).toBe('no-store')

    const after = await stats(token)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ error: 'unauthorized', message: expect.stringMatching(/log in again/i) })
    // Logging out twice: the second call carries a revoked token, 401 like any other admin call with it.
    expect((await logout(bearer(token))).statusCode).toBe(401)
    expect((await stats(other)).statusCode).toBe(200)
  })

  it('answers 401 JSON without a token, 403 with a forged one, and revokes nothing', async () => {
    const token = await loginToken('10.1.4.3')
    const noToken = await logout({})
    expect(noToken.statusCode).toBe(401)
    expect(noToken.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`
    const refused = await logout(bearer(forged))
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
    expect((await stats(token)).statusCode).toBe(200)
  })
})
