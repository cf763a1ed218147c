// Real-users over HTTP (spec §7, ARCHITECTURE §5): own record only, admins only for the list, usernames unique
// case-insensitively, deletion cascades, no secrets in answers, and cookie writes refuse a foreign Origin.

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { RealUser } from '@bookstore/contract/schemas/real-user'
import { accounts, sessions, users } from '@/db/schema'
import { signUpShopper, type TestShopper } from '@/testing/factories'
import { TEST_PUBLIC_URL, useTestApp } from '@/testing/test-app'

const t = useTestApp()
let ann: TestShopper
let bob: TestShopper

const UNKNOWN_UID = 'NoSuchUser0000000000000000000000'
const origin = TEST_PUBLIC_URL

beforeAll(async () => {
  ann = await signUpShopper(t.app, {
    email: 'Ann@Example.org',
    password: 'shelf-secret-1',
    username: 'Ann',
    name: 'Ann A',
  })
  bob = await signUpShopper(t.app, { email: 'bob@example.org', password: 'shelf-secret-1', username: 'bob' })
})

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : []

const expectNoSecrets = (body: unknown) => {
  const keys = keysOf(body).map((k) => k.toLowerCase())
  expect(keys.filter((k) => k.includes('password') || k.includes('token') || k.includes('session'))).toEqual(
    [],
  )
}

const as = (who: TestShopper | undefined, extra: Record<string, string> = {}): Record<string, string> => ({
  ...(who ? { cookie: who.cookie, origin } : {}),
  ...extra,
})

describe('without a session', () => {
  it.each([
    ['GET', () => apiPaths.realUser.href(ann.uid)],
    ['PUT', () => apiPaths.editRealUser.href(ann.uid)],
    ['DELETE', () => apiPaths.realUser.href(ann.uid)],
    ['POST', () => apiPaths.createRealUser.href()],
  ] as const)('%s answers 401 JSON', async (method, url) => {
    const body = { email: 'ann@example.org', uid: ann.uid, username: 'ann' }
    const payload = method === 'PUT' ? { name: 'X' } : method === 'POST' ? body : undefined
    const res = await t.app.inject({ method, url: url(), payload })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
  })
})

describe('GET', () => {
  it('answers her own record with exactly uid, email, username and name', async () => {
    const res = await t.app.inject({ url: apiPaths.realUser.href(ann.uid), headers: as(ann) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ uid: ann.uid, email: 'ann@example.org', username: 'Ann', name: 'Ann A' })
    expectNoSecrets(res.json())
  })

  it("refuses another user's record with 403", async () => {
    const res = await t.app.inject({ url: apiPaths.realUser.href(bob.uid), headers: as(ann) })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
  })

  it.each([UNKNOWN_UID, 'not a uid'])('answers 404 JSON for the unknown uid %s', async (uid) => {
    const res = await t.app.inject({ url: apiPaths.realUser.href(uid), headers: as(ann) })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'not_found' })
  })

  it('keeps the list for admins: 401 without a bearer token, 403 with one that is not an admin', async () => {
    const shopper = await t.app.inject({ url: apiPaths.realUsers.href(), headers: as(ann) })
    expect(shopper.statusCode).toBe(401)
    expect(shopper.json()).toMatchObject({ error: 'unauthorized' })
    const bearer = await t.app.inject({
      url: apiPaths.realUsers.href(),
      headers: as(ann, { authorization: 'Bearer not-an-admin-token' }),
    })
    expect(bearer.statusCode).toBe(403)
    expect(bearer.json()).toMatchObject({ error: 'forbidden' })
  })
})

describe('POST create-real-user', () => {
  const create = (who: TestShopper, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: apiPaths.createRealUser.href(), headers: as(who), payload })

  it('answers her record, and the same record again when called twice', async () => {
    const payload = { email: 'ANN@example.org', uid: ann.uid, username: 'ann' }
    const first = await create(ann, payload)
    const second = await create(ann, payload)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(RealUser.parse(first.json())).toEqual({
      uid: ann.uid,
      email: 'ann@example.org',
      username: 'ann',
      name: 'Ann A',
    })
    expect(second.json()).toEqual(first.json())
    expectNoSecrets(first.json())
  })

  it('stores a new username as typed', async () => {
    const res = await create(bob, { email: 'bob@example.org', uid: bob.uid, username: 'Bobby' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ username: 'Bobby' })
    const read = await t.app.inject({ url: apiPaths.realUser.href(bob.uid), headers: as(bob) })
    expect(read.json()).toMatchObject({ username: 'Bobby' })
  })

  it("refuses another user's uid or email with 403", async () => {
    const otherUid = await create(ann, { email: 'ann@example.org', uid: bob.uid, username: 'ann' })
    const otherEmail = await create(ann, { email: 'bob@example.org', uid: ann.uid, username: 'ann' })
    expect(otherUid.statusCode).toBe(403)
    expect(otherEmail.statusCode).toBe(403)
    expect(otherEmail.json()).toMatchObject({ error: 'forbidden' })
  })

  it('refuses a username someone else has, in any case, with 409', async () => {
    const res = await create(ann, { email: 'ann@example.org', uid: ann.uid, username: 'BOBBY' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'conflict', message: 'That username is taken' })
  })

  it('refuses a body without a username with 400', async () => {
    const res = await create(ann, { email: 'ann@example.org', uid: ann.uid })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation' })
  })
})

describe('PUT edit', () => {
  const edit = (
    who: TestShopper,
    uid: string,
    payload: Record<string, string>,
    headers: Record<string, string> = as(who),
  ) => t.app.inject({ method: 'PUT', url: apiPaths.editRealUser.href(uid), headers, payload })

  it('changes her own name and username', async () => {
    const res = await edit(ann, ann.uid, { name: 'Ann B', username: 'AnnB', uid: bob.uid })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ uid: ann.uid, email: 'ann@example.org', username: 'AnnB', name: 'Ann B' })
    expectNoSecrets(res.json())
    const session = await t.app.inject({ url: identityPaths.session, headers: { cookie: ann.cookie } })
    expect(session.json()).toMatchObject({ user: { username: 'AnnB', name: 'Ann B' } })
  })

  it('refuses a taken username with 409 and an empty body with 400', async () => {
    expect((await edit(ann, ann.uid, { username: 'Bobby' })).statusCode).toBe(409)
    const empty = await edit(ann, ann.uid, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ error: 'validation' })
  })

  it("refuses another user's record with 403, and an unknown one with 404", async () => {
    expect((await edit(ann, bob.uid, { name: 'Mallory' })).statusCode).toBe(403)
    expect((await edit(ann, UNKNOWN_UID, { name: 'Nobody' })).statusCode).toBe(404)
  })

  it('refuses a cookie-authenticated write from a foreign Origin with 403', async () => {
    const res = await edit(
      ann,
      ann.uid,
      { name: 'Evil' },
      { cookie: ann.cookie, origin: 'https://evil.example' },
    )
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
    const crossSite = await edit(
      ann,
      ann.uid,
      { name: 'Evil' },
      { cookie: ann.cookie, 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.statusCode).toBe(403)
    const read = await t.app.inject({ url: apiPaths.realUser.href(ann.uid), headers: as(ann) })
    expect(read.json()).toMatchObject({ name: 'Ann B' })
  })

  it('accepts the store at 127.0.0.1 as well as localhost', async () => {
    const res = await edit(
      ann,
      ann.uid,
      { name: 'Ann C' },
      { cookie: ann.cookie, origin: 'http://127.0.0.1:3000' },
    )
    expect(res.statusCode).toBe(200)
  })
})

describe('usernames as typed (issue 37 item 7)', () => {
  const edit = (who: TestShopper, username: string) =>
    t.app.inject({
      method: 'PUT',
      url: apiPaths.editRealUser.href(who.uid),
      headers: as(who),
      payload: { username },
    })

  it('keeps the name and username she registered with, and a new one as she typed it', async () => {
    const jane = await signUpShopper(t.app, {
      email: 'jane@example.org',
      password: 'shelf-secret-1',
      username: ' Jane Reader ',
      name: 'Jane Reader',
    })
    const session = await t.app.inject({ url: identityPaths.session, headers: { cookie: jane.cookie } })
    expect(session.json()).toMatchObject({ user: { username: 'Jane Reader', name: 'Jane Reader' } })
    const read = await t.app.inject({ url: apiPaths.realUser.href(jane.uid), headers: as(jane) })
    expect(read.json()).toMatchObject({ username: 'Jane Reader', name: 'Jane Reader' })

    const renamed = await edit(jane, 'Jane R.')
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ username: 'Jane R.' })
    // Her own username in another case is hers to take; someone else's in any case is not.
    expect((await edit(jane, 'JANE R.')).json()).toMatchObject({ username: 'JANE R.' })
    const taken = await edit(bob, 'jane r.')
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ error: 'conflict', message: 'That username is taken' })
    const signUp = await t.app.inject({
      method: 'POST',
      url: identityPaths.signUp,
      headers: { origin },
      payload: { email: 'jr@example.org', password: 'shelf-secret-1', name: 'J', username: 'Jane r.' },
    })
    expect(signUp.statusCode).toBe(409)
  })

  it('holds one username to one shopper in any case in the database, old lowercase ones included', async () => {
    const row = (id: string, username: string) => ({
      id,
      name: username,
      email: `${id}@example.org`,
      username,
    })
    await t.db.insert(users).values(row('caseTwinA', 'Case Twin'))
    await expect(t.db.insert(users).values(row('caseTwinB', 'case TWIN'))).rejects.toMatchObject({
      cause: { code: '23505' },
    })
    // Stored lowercase before usernames kept their case: still hers whatever case a newcomer types.
    await t.db.insert(users).values(row('oldReader', 'old reader'))
    const res = await t.app.inject({
      method: 'POST',
      url: identityPaths.signUp,
      headers: { origin },
      payload: {
        email: 'newreader@example.org',
        password: 'shelf-secret-1',
        name: 'N',
        username: 'Old Reader',
      },
    })
    expect(res.statusCode).toBe(409)
  })
})

describe('DELETE', () => {
  it("refuses another user's record with 403", async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.realUser.href(bob.uid),
      headers: as(ann),
    })
    expect(res.statusCode).toBe(403)
  })

  it('deletes her own record with her sessions and accounts; her cookie then answers 401', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.realUser.href(ann.uid),
      headers: as(ann),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: expect.any(String) })
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, ann.uid))).toEqual([])
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, ann.uid))).toEqual([])

    const again = await t.app.inject({ url: apiPaths.realUser.href(ann.uid), headers: as(ann) })
    expect(again.statusCode).toBe(401)
    const byBob = await t.app.inject({ url: apiPaths.realUser.href(ann.uid), headers: as(bob) })
    expect(byBob.statusCode).toBe(404)
    const signIn = await t.app.inject({
      method: 'POST',
      url: identityPaths.signIn,
      headers: { origin },
      payload: { email: 'ann@example.org', password: 'shelf-secret-1' },
    })
    expect(signIn.statusCode).toBe(401)
  })
})
