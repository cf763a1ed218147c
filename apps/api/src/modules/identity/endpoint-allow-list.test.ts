// Only the identity endpoints the store uses are reachable (issue 22, item 2): better-auth's endpoints are listed from
// the instance itself, not by hand, and each is either on the store's allow-list (and, when it checks or sets a
// password, limited and queued) or answered 404. The next better-auth upgrade cannot open a path silently: a new
// endpoint is 404 until someone puts it on the list, and hashing anywhere but in the password queue is refused.

import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GOOGLE_PROVIDER_ID, IDENTITY_BASE_PATH, identityPaths } from '@bookstore/contract/api-paths'
import { signUpShopper, type TestShopper } from '@/testing/factories'
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'
import { createIdentity } from './auth'
import { IDENTITY_ENDPOINTS } from './endpoints'

const t = useTestApp()
const origin = { origin: TEST_PUBLIC_URL }
const ZED = { email: 'zed@example.org', password: 'zed-keeps-secrets', username: 'zed' }
let zed: TestShopper

beforeAll(async () => {
  zed = await signUpShopper(t.app, ZED)
})

interface Endpoint {
  name: string
  method: string
  url: string
}

/** Every endpoint better-auth serves over HTTP, as the instance lists them (Google configured: all plugins on). */
function endpointsOfTheInstance(): Endpoint[] {
  const identity = createIdentity(
    t.db,
    {
      publicUrl: TEST_PUBLIC_URL,
      authSecret: TEST_AUTH_SECRET,
      google: { clientId: 'client', clientSecret: 'secret', issuer: 'http://127.0.0.1:9' },
    },
    t.app.log,
  )
  const list: Endpoint[] = []
  for (const [name, endpoint] of Object.entries(identity.api)) {
    const { path, options } = endpoint as unknown as {
      path?: string
      options?: { method?: string | string[] }
    }
    // An endpoint without a path is server-only (set-password): nothing serves it over HTTP.
    if (!path) continue
    const url = IDENTITY_BASE_PATH + path.replace(':id', GOOGLE_PROVIDER_ID).replace(/:\w+/g, 'x')
    const methods = [options?.method ?? 'GET'].flat()
    for (const method of methods.includes('*') ? ['GET', 'POST'] : methods) list.push({ name, method, url })
  }
  return list
}

/** A body for any endpoint: wrong passwords and the fields better-auth's endpoints ask for. */
const ANY_BODY = {
  email: ZED.email,
  password: 'not-her-password',
  currentPassword: 'not-her-password',
  newPassword: 'a-brand-new-passphrase',
  name: 'Zed',
  username: 'zed-two',
  provider: GOOGLE_PROVIDER_ID,
  token: 'x',
}

const call = (method: string, url: string, remoteAddress: string) =>
  t.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: { ...origin, cookie: zed.cookie },
    ...(method === 'GET' ? {} : { payload: ANY_BODY }),
    remoteAddress,
  })

/** The not-found handler's answer: no route (or better-auth has no such endpoint). */
const isNoRoute = (res: { statusCode: number; body: string }) =>
  res.statusCode === 404 && /"message":"No route for /.test(res.body)

describe('the identity endpoints better-auth serves', () => {
  it('are listed from the instance (and the list holds those the store relies on)', () => {
    const listed = endpointsOfTheInstance().map((e) => `${e.method} ${e.url}`)
    expect(listed.length).toBeGreaterThan(20)
    for (const { method, path } of IDENTITY_ENDPOINTS) expect(listed).toContain(`${method} ${path}`)
    expect(listed).toContain(`POST ${IDENTITY_BASE_PATH}/verify-password`)
  })

  it('are each on the allow-list or 404, whatever the method', async () => {
    const reached: string[] = []
    let n = 0
    for (const { name, method, url } of endpointsOfTheInstance()) {
      n += 1
      const allowed = IDENTITY_ENDPOINTS.find((e) => e.method === method && e.path === url)
      const res = await call(method, url, `10.60.${n}.1`)
      if (allowed) {
        expect(isNoRoute(res) ? 'no route' : 'routed', `${name}: ${res.statusCode} ${res.body}`).toBe(
          'routed',
        )
        reached.push(`${method} ${url}`)
      } else {
        expect(
          isNoRoute(res) ? 'no route' : `${res.statusCode} ${res.body}`,
          `${name}: ${method} ${url}`,
        ).toBe('no route')
      }
    }
    expect(reached.sort()).toEqual(IDENTITY_ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort())
  })

  it('that check or set a password are queued, per client, and limited; the others limited are not queued', async () => {
    const run = vi.spyOn(t.app.passwordWork, 'run')
    try {
      for (const { method, path, kind } of IDENTITY_ENDPOINTS) {
        run.mockClear()
        const remoteAddress = `10.61.${path.length}.1`
        const first = await call(method, path, remoteAddress)
        if (kind === 'plain') {
          expect(run, path).not.toHaveBeenCalled()
          continue
        }
        expect(first.statusCode, path).toBeLessThan(500)
        if (kind === 'limited') {
          expect(run, path).not.toHaveBeenCalled()
        } else {
          expect(run, path).toHaveBeenCalledTimes(1)
          // Its third argument names the client, for the queue's fair share.
          expect(run.mock.calls[0]?.[2], path).toBe(remoteAddress)
        }
        // Limited: within 31 attempts from one client, a 429.
        const answers = [first.statusCode]
        while (answers.length < 31 && answers.at(-1) !== 429) {
          answers.push((await call(method, path, remoteAddress)).statusCode)
        }
        expect(answers.at(-1), path).toBe(429)
      }
    } finally {
      run.mockRestore()
    }
  })

  it('refuse verify-password with a stolen session: 30 wrong guesses and the right one are all 404', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${IDENTITY_BASE_PATH}/verify-password`,
          headers: { ...origin, cookie: zed.cookie },
          payload: { password: `guess ${i}` },
        }),
      ),
    )
    expect(new Set(guesses.map((g) => g.statusCode))).toEqual(new Set([404]))
    const right = await t.app.inject({
      method: 'POST',
      url: `${IDENTITY_BASE_PATH}/verify-password`,
      headers: { ...origin, cookie: zed.cookie },
      payload: { password: ZED.password },
    })
    expect(right.statusCode).toBe(404)
  })

  it('hash only inside the password queue: a password set or checked anywhere else is refused', async () => {
    const identity = createIdentity(
      t.db,
      { publicUrl: TEST_PUBLIC_URL, authSecret: TEST_AUTH_SECRET, google: undefined },
      t.app.log,
    )
    await expect(
      identity.api.signInEmail({ body: { email: ZED.email, password: ZED.password } }),
    ).rejects.toThrow(/outside the password queue/)
    // Through the routes, the same sign-in is queued and succeeds.
    const res = await t.app.inject({
      method: 'POST',
      url: identityPaths.signIn,
      headers: origin,
      payload: { email: ZED.email, password: ZED.password },
      remoteAddress: '10.62.0.1',
    })
    expect(res.statusCode).toBe(200)
  })
})
