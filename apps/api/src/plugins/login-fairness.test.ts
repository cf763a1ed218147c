// A correct password is not free (issue 22, item 3): one account's own right password, sent 24 at once from 3
// addresses, held the 16-place hashing queue, and another shopper signing in meanwhile got 503s. Every attempt now
// counts per client in a short window, one client holds at most its share of the queue, and refusals where no
// password was checked (a foreign Origin) do not count against the account.

import { beforeAll, describe, expect, it } from 'vitest'
import { identityPaths } from '@bookstore/contract/api-paths'
import { signUpShopper } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()

const OWEN = { email: 'owen@example.org', password: 'owen-reads-atlases', username: 'owen' }
const HANA = { email: 'hana@example.org', password: 'hana-reads-essays', username: 'hana' }
const IRIS = { email: 'iris@example.org', password: 'iris-reads-sagas', username: 'iris' }

beforeAll(async () => {
  for (const shopper of [OWEN, HANA, IRIS]) await signUpShopper(t.app, shopper)
})

const signIn = (
  payload: { email: string; password: string },
  remoteAddress: string,
  originHeader = TEST_PUBLIC_URL,
) =>
  t.app.inject({
    method: 'POST',
    url: identityPaths.signIn,
    headers: { origin: originHeader },
    payload,
    remoteAddress,
  })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the right password, sent again and again', () => {
  it('counts: the 31st sign-in of one client within a minute is 429, even with the right password', async () => {
    const answers: number[] = []
    for (let i = 0; i < 31; i += 1) answers.push((await signIn(HANA, '10.80.0.1')).statusCode)
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(200))
    expect(answers[30]).toBe(429)
    // Another client is another count.
    expect((await signIn(HANA, '10.80.0.2')).statusCode).toBe(200)
  })

  it('from 3 addresses, 8 in flight each, leaves another shopper signing in every 300 ms never refused', async () => {
    let flooding = true
    const flood: number[] = []
    const sender = async (remoteAddress: string) => {
      while (flooding) flood.push((await signIn(OWEN, remoteAddress)).statusCode)
    }
    const senders = ['10.81.0.1', '10.81.0.2', '10.81.0.3'].flatMap((ip) =>
      Array.from({ length: 8 }, () => sender(ip)),
    )
    const hers: Array<{ status: number; ms: number }> = []
    try {
      for (let i = 0; i < 8; i += 1) {
        await pause(300)
        const started = Date.now()
        const res = await signIn(IRIS, `10.82.0.${i + 1}`)
        hers.push({ status: res.statusCode, ms: Date.now() - started })
      }
    } finally {
      flooding = false
      await Promise.all(senders)
    }
    expect(hers.map((h) => h.status)).toEqual(Array(8).fill(200))
    // The flood was refused past each client's share (429), never answered 503 for a full queue.
    expect(flood).toContain(429)
    expect(flood).not.toContain(503)
  })
})

describe('a refusal where no password was checked', () => {
  it('does not count against the account: 25 foreign-Origin sign-ins leave its owner free to sign in', async () => {
    const pia = { email: 'pia@example.org', password: 'pia-reads-letters', username: 'pia' }
    await signUpShopper(t.app, pia)
    for (let i = 0; i < 25; i += 1) {
      const res = await signIn(
        { email: pia.email, password: `guess ${i}` },
        `10.83.${i}.1`,
        'https://evil.example',
      )
      expect(res.statusCode).toBe(403)
    }
    expect((await signIn(pia, '10.83.99.1')).statusCode).toBe(200)
  })
})

describe('a stolen session guessing the current password', () => {
  it('is limited per shopper whatever the addresses: 10 wrong guesses an hour, then 429', async () => {
    const una = { email: 'una@example.org', password: 'una-reads-diaries', username: 'una' }
    const { cookie } = await signUpShopper(t.app, una)
    const change = (currentPassword: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: identityPaths.changePassword,
        headers: { origin: TEST_PUBLIC_URL, cookie },
        payload: { currentPassword, newPassword: 'una-new-passphrase' },
        remoteAddress,
      })
    for (let i = 0; i < 10; i += 1) expect((await change(`guess ${i}`, `10.84.${i}.1`)).statusCode).toBe(400)
    const locked = await change(una.password, '10.84.99.1')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringContaining('this account'),
    })
  })
})
