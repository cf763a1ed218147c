// Every body shape counts (issue 22, items 1 and 4): better-auth reads a sign-in as JSON or as a form, and the limits
// read only JSON, so form guesses were never counted and a form signed in an account the limit had locked. Limited
// identity routes now take JSON only (415 otherwise), the JSON the limits read is the JSON better-auth reads, IPv6
// clients count by their /64, and an oversized email is refused before it is counted.

import { beforeAll, describe, expect, it } from 'vitest'
import { identityPaths } from '@bookstore/contract/api-paths'
import { signUpShopper, type TestShopper } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
const origin = { origin: TEST_PUBLIC_URL }

const CAROL = { email: 'carol@example.com', password: 'carol-reads-maps', username: 'carol' }
const DINA = { email: 'dina@example.com', password: 'dina-reads-plays', username: 'dina' }
const ENZO = { email: 'enzo@example.com', password: 'enzo-reads-poems', username: 'enzo' }
let enzo: TestShopper

beforeAll(async () => {
  await signUpShopper(t.app, CAROL)
  await signUpShopper(t.app, DINA)
  enzo = await signUpShopper(t.app, ENZO)
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

const post = (
  url: string,
  payload: string | Buffer,
  contentType: string | undefined,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...origin, ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
    remoteAddress,
  })

const signInJson = (email: string, password: string, remoteAddress: string) =>
  post(identityPaths.signIn, JSON.stringify({ email, password }), 'application/json', remoteAddress)

const FORM = 'application/x-www-form-urlencoded'

describe('a sign-in body that is not JSON', () => {
  it('is refused 415, so 26 form guesses from 4 addresses cannot go uncounted', async () => {
    for (let i = 0; i < 26; i += 1) {
      const res = await post(
        identityPaths.signIn,
        form({ email: CAROL.email, password: `guess ${i}` }),
        FORM,
        `10.70.0.${(i % 4) + 1}`,
      )
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({ error: 'unsupported_media_type', message: expect.any(String) })
    }
    // Carol herself was never locked out by them.
    expect((await signInJson(CAROL.email, CAROL.password, '10.70.0.9')).statusCode).toBe(200)
  })

  it('cannot sign in to an account the JSON limit has locked', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await signInJson(DINA.email, `guess ${i}`, `10.71.${i}.1`)).statusCode).toBe(401)
    }
    expect((await signInJson(DINA.email, DINA.password, '10.71.99.1')).statusCode).toBe(429)
    const byForm = await post(
      identityPaths.signIn,
      form({ email: DINA.email, password: DINA.password }),
      FORM,
      '10.71.99.2',
    )
    expect(byForm.statusCode).toBe(415)
    expect(byForm.headers['set-cookie']).toBeUndefined()
  })

  it.each([
    [
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nc\r\n--x--\r\n`,
    ],
    ['text/plain', JSON.stringify({ email: CAROL.email, password: 'guess' })],
    ['application/json-patch+json', JSON.stringify({ email: CAROL.email, password: 'guess' })],
    [undefined, JSON.stringify({ email: CAROL.email, password: 'guess' })],
  ])('is refused 415 for %s', async (contentType, payload) => {
    const res = await post(identityPaths.signIn, payload, contentType, '10.72.0.1')
    expect(res.statusCode).toBe(415)
  })

  it('is refused 415 at sign-up and at a password change too', async () => {
    const signUp = await post(
      identityPaths.signUp,
      form({ email: 'formal@example.com', password: 'formal-long-pass', name: 'F', username: 'formal' }),
      FORM,
      '10.73.0.1',
    )
    expect(signUp.statusCode).toBe(415)
    const change = await post(
      identityPaths.changePassword,
      form({ currentPassword: ENZO.password, newPassword: 'enzo-new-passphrase' }),
      FORM,
      '10.73.0.2',
      { cookie: enzo.cookie },
    )
    expect(change.statusCode).toBe(415)
  })
})

describe('a JSON sign-in body', () => {
  it('is read as better-auth reads it: with a charset, in any case, or with a byte-order mark', async () => {
    const body = JSON.stringify({ email: CAROL.email, password: CAROL.password })
    const charset = await post(identityPaths.signIn, body, 'Application/JSON; charset=utf-8', '10.74.0.1')
    expect(charset.statusCode).toBe(200)
    const bom = await post(
      identityPaths.signIn,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]),
      'application/json',
      '10.74.0.2',
    )
    expect(bom.statusCode).toBe(200)
  })

  it('counts against the account it names even behind a byte-order mark', async () => {
    const bea = { email: 'bom@example.com', password: 'bom-reads-books', username: 'bom' }
    await signUpShopper(t.app, bea)
    const withBom = (password: string, remoteAddress: string) =>
      post(
        identityPaths.signIn,
        Buffer.concat([
          Buffer.from([0xef, 0xbb, 0xbf]),
          Buffer.from(JSON.stringify({ email: bea.email, password })),
        ]),
        'application/json',
        remoteAddress,
      )
    for (let i = 0; i < 20; i += 1) expect((await withBom(`guess ${i}`, `10.75.${i}.1`)).statusCode).toBe(401)
    expect((await withBom(bea.password, '10.75.99.1')).statusCode).toBe(429)
  })

  it('is refused 400 when it is not valid JSON, and answers without hashing', async () => {
    const res = await post(identityPaths.signIn, '{"email":', 'application/json', '10.76.0.1')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'validation', message: expect.any(String) })
  })

  it('with an email longer than 254 characters is refused 400 before it is counted', async () => {
    const huge = `${'a'.repeat(900 * 1024)}@example.com`
    const started = Date.now()
    for (let i = 0; i < 5; i += 1) {
      const res = await signInJson(huge, 'whatever', `10.77.0.${i + 1}`)
      expect(res.statusCode).toBe(400)
    }
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('IPv6 clients', () => {
  it('count by their /64: a new address in the same /64 is the same client', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await signInJson(CAROL.email, `v6 guess ${i}`, `2001:db8:7:1::${(i + 1).toString(16)}`)
      expect(res.statusCode).toBe(401)
    }
    expect((await signInJson(CAROL.email, 'v6 guess', '2001:db8:7:1:ffff:1:2:3')).statusCode).toBe(429)
    expect((await signInJson(CAROL.email, CAROL.password, '2001:0db8:0007:0001::beef')).statusCode).toBe(429)
    // Another /64 is another client.
    expect((await signInJson(CAROL.email, CAROL.password, '2001:db8:7:2::1')).statusCode).toBe(200)
  })
})
