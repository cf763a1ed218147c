// What someone guessing passwords meets (issue 13): limits that hold however a path is spelled and however many
// guesses are sent at once, a per-account lock across addresses, a hashing queue that keeps the server answering,
// the Origin check on the routed path, and the refusal of common passwords.

import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import { adminToken, cookieHeader, signUpShopper, type TestShopper } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
let ada: TestShopper
const ADA = { email: 'ada@example.org', password: 'analytical-engine-1843', username: 'ada' }
const ADMIN = { username: 'keeper', password: 'a long admin passphrase' }

let port = 0

beforeAll(async () => {
  ada = await signUpShopper(t.app, ADA)
  await adminToken(t, ADMIN)
  // app.inject resolves dot segments itself: the spellings below go over a real socket, byte for byte.
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})

const origin = { origin: TEST_PUBLIC_URL }

const signIn = (
  payload: { email: string; password: string },
  remoteAddress: string,
  url: string = identityPaths.signIn,
) => t.app.inject({ method: 'POST', url, headers: origin, payload, remoteAddress })

const adminLogin = (
  payload: { username: string; password: string },
  remoteAddress: string,
  url: string = apiPaths.adminLogin.href(),
) => t.app.inject({ method: 'POST', url, payload, remoteAddress })

/** POSTs JSON over HTTP with the path sent exactly as written (from 127.0.0.1). */
function rawPost(
  path: string,
  payload: unknown,
): Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => object }> {
  const body = JSON.stringify(payload)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { ...origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            json: () => JSON.parse(text) as object,
          })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** n attempts, five at a time (past the hashing queue's line they would be refused with 503, not counted). */
async function inBatches<T>(n: number, attempt: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = []
  for (let i = 0; i < n; i += 5) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(5, n - i) }, (_, j) => attempt(i + j)))))
  }
  return answers
}

const statuses = (answers: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {}
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1
  return counts
}

describe('limits cannot be side-stepped by spelling the path differently', () => {
  const signInSpellings = [
    '/api/identity/./sign-in/email',
    '/api/identity/x/../sign-in/email',
    '/api/identity/..././sign-in/email',
    '/api/identity//sign-in/email',
    '/api/identity/sign-in%2Femail',
    '/api/identity/sign-%69n/email',
    '/api/identity/%2e/sign-in/email',
    '/api/identity/SIGN-IN/email',
    '/api/identity/sign-in/email;x',
    '/api/identity/sign-in/email/.',
    '/api/identity/sign-in/email/',
    '/%61pi/identity/sign-in/email',
  ]

  it('refuses or limits every other spelling of sign-in once the limit is used up', async () => {
    const dora = { email: 'dora@example.org', password: 'dora-explores-1', username: 'dora' }
    await signUpShopper(t.app, dora)
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await rawPost(identityPaths.signIn, { email: dora.email, password: `guess ${i}` })).statusCode,
      ).toBe(401)
    }
    for (const url of signInSpellings) {
      const res = await rawPost(url, { email: dora.email, password: dora.password })
      expect([404, 429], url).toContain(res.statusCode)
      expect(Object.keys(res.json()).sort(), url).toEqual(['error', 'message'])
      expect(res.headers['set-cookie'], url).toBeUndefined()
    }
  })

  it('answers no other spelling of sign-up and change-password at all', async () => {
    for (const url of [
      '/api/identity/..././sign-up/email',
      '/api/identity/./sign-up/email',
      '/api/identity/SIGN-UP/EMAIL',
      '/api/identity/./change-password',
      '/api/identity/Change-Password',
    ]) {
      const res = await rawPost(url, {
        email: 'eve@example.org',
        password: 'eve-long-password',
        name: 'Eve',
        username: 'eve',
      })
      expect(res.statusCode, url).toBe(404)
    }
  })

  it('limits or refuses every other spelling of the admin login', async () => {
    const porter = { username: 'porter', password: 'porter passphrase' }
    await adminToken(t, porter)
    for (let i = 0; i < 10; i += 1) {
      const guess = { username: porter.username, password: `guess ${i}` }
      expect((await rawPost(apiPaths.adminLogin.href(), guess)).statusCode).toBe(401)
    }
    for (const url of [
      '/api/auth/./admin',
      '/api/auth//admin',
      '/api/%61uth/admin',
      '/api/auth/admin/',
      '/api/x/../auth/admin',
    ]) {
      const res = await rawPost(url, porter)
      expect([404, 429], url).toContain(res.statusCode)
    }
  })
})

describe('parallel guessing counts', () => {
  // Counted when they start: of 40 at once, at most 10 are tried (one client holds at most 4 places in the password
  // queue: others are refused 429 and given back, but each is one of the 30 attempts a minute a client may make).
  async function burstThenSerial(attempt: (i: number) => Promise<{ statusCode: number }>) {
    const burst = statuses(await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(i))))
    expect(burst[401] ?? 0).toBeGreaterThan(0)
    expect((burst[401] ?? 0) + (burst[429] ?? 0)).toBe(40)
    const serial: number[] = []
    for (let i = 40; serial.at(-1) !== 429 && i < 60; i += 1) serial.push((await attempt(i)).statusCode)
    expect(serial.at(-1)).toBe(429)
    expect((burst[401] ?? 0) + serial.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
  }

  it('lets 10 of 40 simultaneous wrong sign-ins through, the rest 429', async () => {
    await burstThenSerial((i) => signIn({ email: ADA.email, password: `parallel ${i}` }, '10.21.0.1'))
  })

  it('lets 10 of 40 simultaneous wrong admin logins through, the rest 429', async () => {
    await burstThenSerial((i) => adminLogin({ username: ADMIN.username, password: `p ${i}` }, '10.21.0.2'))
  })

  it('gives a successful attempt back: a shopper who signs in often is never locked out', async () => {
    for (let i = 0; i < 15; i += 1) {
      expect((await signIn({ email: ADA.email, password: ADA.password }, '10.21.0.3')).statusCode).toBe(200)
    }
  })
})

describe('a limit per account, across addresses', () => {
  it('locks a shopper account after 20 failures an hour from any addresses, until the hour is over', async () => {
    const bea = { email: 'bea@example.org', password: 'bea-reads-a-lot', username: 'bea' }
    await signUpShopper(t.app, bea)
    const guesses = await inBatches(25, (i) =>
      signIn({ email: bea.email, password: `guess ${i}` }, `10.22.1.${i + 1}`),
    )
    expect(statuses(guesses)).toEqual({ 401: 20, 429: 5 })
    const locked = await signIn({ email: 'BEA@example.org', password: bea.password }, '10.22.2.1')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ error: 'rate_limited', message: expect.stringContaining('this account') })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60)
    // Only that account: another shopper signs in from the same address.
    expect((await signIn({ email: ADA.email, password: ADA.password }, '10.22.1.1')).statusCode).toBe(200)

    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61 * 60_000)
      expect((await signIn({ email: bea.email, password: bea.password }, '10.22.2.1')).statusCode).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('locks an admin username after 20 failures an hour from any addresses', async () => {
    await adminToken(t, { username: 'clerk', password: 'clerk passphrase here' })
    const guesses = await inBatches(22, (i) =>
      adminLogin({ username: 'clerk', password: `guess ${i}` }, `10.23.1.${i + 1}`),
    )
    expect(statuses(guesses)).toEqual({ 401: 20, 429: 2 })
    expect(
      (await adminLogin({ username: 'Clerk', password: 'clerk passphrase here' }, '10.23.2.1')).statusCode,
    ).toBe(429)
    expect((await adminLogin(ADMIN, '10.23.2.1')).statusCode).toBe(200)
  })
})

describe('password hashing cannot starve the server', () => {
  it('answers 503 with Retry-After past a short line, while health still answers during the burst', async () => {
    let burstDone = false
    const burst = Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        signIn({ email: `nobody${i}@example.org`, password: `wrong password ${i}` }, `10.24.${i}.1`),
      ),
    ).then((answers) => {
      burstDone = true
      return answers
    })
    const health = await t.app.inject({ url: apiPaths.health.href() })
    expect(health.statusCode).toBe(200)
    expect(burstDone).toBe(false)

    const answers = await burst
    const busy = answers.filter((a) => a.statusCode === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(answers.every((a) => [401, 503].includes(a.statusCode))).toBe(true)
    for (const answer of busy) {
      expect(answer.json()).toEqual({ error: 'unavailable', message: expect.any(String) })
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    // A refused attempt was never tried: it does not count against the address.
    expect((await signIn({ email: ADA.email, password: ADA.password }, '10.24.0.1')).statusCode).toBe(200)
  })
})

describe('the Origin check reads the routed path', () => {
  it('refuses a foreign Origin on a cookie write however the path is spelled', async () => {
    const foreign = { cookie: ada.cookie, origin: 'https://evil.example' }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/%61pi/real-users/edit/${ada.uid}`,
      headers: foreign,
      payload: { username: 'hijacked' },
    })
    expect(edit.statusCode).toBe(404)
    const order = await t.app.inject({ method: 'POST', url: '/%61pi/orders/', headers: foreign, payload: {} })
    expect(order.statusCode).toBe(404)
    const trailing = await t.app.inject({
      method: 'PUT',
      url: `/api/real-users/edit/${ada.uid}/`,
      headers: foreign,
      payload: { username: 'hijacked' },
    })
    expect(trailing.statusCode).toBe(403)
    const session = await t.app.inject({ url: identityPaths.session, headers: { cookie: ada.cookie } })
    expect(session.json()).toMatchObject({ user: { username: 'ada' } })
  })

  it('knows the session cookie however better-auth would read it: a space or tab before the =', async () => {
    for (const cookie of [
      ada.cookie.replace('=', ' ='),
      `theme=dark;\tbookstore.session_token\t=${ada.cookie.split('=').slice(1).join('=')}`,
    ]) {
      // better-auth takes it as her session …
      const session = await t.app.inject({ url: identityPaths.session, headers: { cookie } })
      expect(session.json(), cookie).toMatchObject({ user: { username: 'ada' } })
      // … so a foreign page may not write with it.
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/real-users/edit/${ada.uid}`,
        headers: { cookie, origin: 'https://evil.example' },
        payload: { username: 'hijacked' },
      })
      expect(edit.statusCode, cookie).toBe(403)
    }
  })
})

describe('common passwords are refused', () => {
  const signUp = (password: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: identityPaths.signUp,
      headers: origin,
      payload: { email: `common${n}@example.org`, password, name: 'C', username: `common${n}` },
      remoteAddress: '10.25.0.1',
    })

  it.each(['password123', 'iloveyou', 'ILoveYou', 'Sunshine'])('at sign-up: %s', async (password) => {
    const res = await signUp(password, password.length + password.charCodeAt(0))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'common_password', message: COMMON_PASSWORD_MESSAGE })
  })

  it('keeps the spec’s minimum length first, and accepts an uncommon password', async () => {
    expect((await signUp('12345', 90)).json()).toMatchObject({ error: 'password_too_short' })
    expect((await signUp('marginalia-in-pencil', 91)).statusCode).toBe(200)
  })

  it('at a password change', async () => {
    const cora = { email: 'cora@example.org', password: 'cora-original-pass', username: 'cora' }
    const { cookie } = await signUpShopper(t.app, cora)
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: identityPaths.changePassword,
        headers: { ...origin, cookie },
        payload: { currentPassword: cora.password, newPassword },
        remoteAddress: '10.25.0.2',
      })
    const common = await change('princess')
    expect(common.statusCode).toBe(400)
    expect(common.json()).toEqual({ error: 'common_password', message: COMMON_PASSWORD_MESSAGE })
    expect((await change('a-new-uncommon-pass')).statusCode).toBe(200)
    const signedIn = await signIn({ email: cora.email, password: 'a-new-uncommon-pass' }, '10.25.0.3')
    expect(signedIn.statusCode).toBe(200)
    expect(cookieHeader(signedIn.headers['set-cookie'])).toMatch(/session_token/)
  })
})
