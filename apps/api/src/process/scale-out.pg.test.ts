// Several processes, one store (issue 15): two real store processes on one fresh PostgreSQL database and one Redis,
// as two machines behind a load balancer would run, give the same answers: a catalogue write on one is seen by the
// other within a second, rate limits hold in total, a cover uploaded through one is served by the other, sessions
// and admin tokens (and their revocation) work on both, the last copy is sold once. Then WORKERS=2: a worker killed
// with SIGKILL under order load loses no acknowledged order and is replaced.
// Runs in the api-postgres project when a Redis answers (TEST_REDIS_URL, default redis://127.0.0.1:6379).

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, identityPaths } from '@bookstore/contract/api-paths'
import { cookieHeader } from '@/testing/factories'
import { redisAnswers, startServer, type ServerProcess } from '@/testing/server-process'
import { ADMIN, call, from, PASSWORD, PUBLIC_URL } from '@/testing/store-requests'

const serverUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const onPostgres = process.env.TEST_DB === 'postgres' && serverUrl !== undefined
const redisUp = onPostgres && (await redisAnswers(redisUrl))

if (!onPostgres) {
  console.warn(
    serverUrl
      ? 'scale-out: runs once, in the api-postgres project'
      : 'scale-out: SKIPPED, TEST_DATABASE_URL is not set (two store processes need one PostgreSQL server)',
  )
} else if (!redisUp) {
  console.warn(
    `scale-out: SKIPPED, no Redis answers at ${redisUrl} (the shared rate-limit counters need one)`,
  )
}

describe.runIf(onPostgres && redisUp)('two store processes on one database and one Redis', () => {
  const databaseName = `bookstore_scale_${randomBytes(5).toString('hex')}`
  const databaseUrl = (() => {
    const url = new URL(serverUrl ?? 'postgres://localhost')
    url.pathname = `/${databaseName}`
    return url.toString()
  })()
  let a: ServerProcess
  let b: ServerProcess
  let cluster: ServerProcess | undefined
  let sql: pg.Pool
  let token: string

  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `bookstore-test-${randomBytes(5).toString('hex')}:`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL,
    TRUST_PROXY: 'loopback',
    WORKERS: '1',
    LOG_LEVEL: 'warn',
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${databaseName}`)
    await admin.end()
    // Both start at once on the empty database: migrations, the demo and the first admin happen once.
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    sql = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    const login = await call(a.base, 'POST', apiPaths.adminLogin.href(), from('10.9.0.1'), ADMIN)
    expect(login.status).toBe(200)
    token = ((await login.json()) as { token: string }).token
  }, 240_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), cluster?.stop()])
    await sql?.end()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await admin.end()
  }, 60_000)

  const bearer = () => ({ authorization: `Bearer ${token}` })

  it('loaded the demo once, with one admin', async () => {
    const { rows } = await sql.query<{ books: number; admins: number }>(
      'select (select count(*)::int from books) as books, (select count(*)::int from admins) as admins',
    )
    expect(rows[0]?.admins).toBe(1)
    const listed = await fetch(`${b.base}/api/books/`)
    expect(Number(listed.headers.get('x-total-count'))).toBe(rows[0]?.books)
  })

  it('sees a book renamed through one process on the other within a second: list, shelf, book page, ETag', async () => {
    const list = (await (await fetch(`${b.base}/api/books/`)).json()) as Array<{
      _id: string
      category: string
    }>
    const book = list[3]
    if (!book) throw new Error('no demo book')
    const shelfUrl = `/api/books/?category=${book.category}`
    // B has stored these answers.
    const before = await fetch(`${b.base}/api/books/`)
    const oldEtag = before.headers.get('etag') ?? ''
    await fetch(b.base + shelfUrl)
    await fetch(`${b.base}/api/books/${book._id}`)

    const title = `Renamed ${randomBytes(3).toString('hex')}`
    const edit = await call(a.base, 'PUT', apiPaths.editBook.href(book._id), from('10.9.0.2', bearer()), {
      title,
    })
    expect(edit.status).toBe(200)
    const written = Date.now()

    const titles = async () => {
      const [all, shelf, one] = await Promise.all(
        ['/api/books/', shelfUrl, `/api/books/${book._id}`].map(async (url) => fetch(b.base + url)),
      )
      const found = (books: Array<{ _id: string; title: string }>) =>
        books.find((x) => x._id === book._id)?.title
      return [
        found((await all?.json()) as Array<{ _id: string; title: string }>),
        found((await shelf?.json()) as Array<{ _id: string; title: string }>),
        ((await one?.json()) as { title: string }).title,
      ]
    }
    let seen = await titles()
    while (seen.some((t) => t !== title) && Date.now() - written < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      seen = await titles()
    }
    expect(seen).toEqual([title, title, title])
    // 1 s is the promise (a 250 ms check); the slack is for a machine busy with other test files.
    expect(Date.now() - written).toBeLessThan(1500)

    const [etagA, etagB] = await Promise.all(
      [a, b].map(async (store) => (await fetch(`${store.base}/api/books/`)).headers.get('etag')),
    )
    expect(etagA).toBe(etagB)
    expect(etagB).not.toBe(oldEtag)
    const stale = await fetch(`${b.base}/api/books/`, { headers: { 'if-none-match': oldEtag } })
    expect(stale.status).toBe(200)
    const current = await fetch(`${a.base}/api/books/`, { headers: { 'if-none-match': etagB ?? '' } })
    expect(current.status).toBe(304)
  })

  it('counts failed sign-ins of one address across both processes: the 11th is refused on either', async () => {
    const ip = '10.9.1.1'
    const attempt = (store: ServerProcess, n: number) =>
      call(store.base, 'POST', identityPaths.signIn, from(ip), {
        email: `nobody${n}@example.org`,
        password: 'wrong-one-1',
      })
    for (let n = 0; n < 10; n += 1) expect((await attempt(n % 2 === 0 ? a : b, n)).status).toBe(401)
    expect((await attempt(a, 10)).status).toBe(429)
    expect((await attempt(b, 11)).status).toBe(429)
  })

  it('counts failed sign-ins of one account from many addresses across both processes', async () => {
    const email = `target-${randomBytes(3).toString('hex')}@example.org`
    const attempt = (store: ServerProcess, n: number) =>
      call(store.base, 'POST', identityPaths.signIn, from(`10.9.2.${n + 1}`), {
        email,
        password: 'wrong-one-1',
      })
    for (let n = 0; n < 20; n += 1) expect((await attempt(n % 2 === 0 ? a : b, n)).status).toBe(401)
    const refused = await attempt(b, 20)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toMatch(/this account/)
  })

  it('serves a cover uploaded through one process from the other', async () => {
    const image = await sharp({
      create: { width: 60, height: 90, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cover.png')
    const uploaded = await fetch(a.base + apiPaths.uploadCover.href(), {
      method: 'POST',
      headers: from('10.9.3.1', bearer()),
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { fileName } = (await uploaded.json()) as { fileName: string }
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (store) => {
        const res = await fetch(`${store.base}/covers/${fileName}`)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/webp')
        return Buffer.from(await res.arrayBuffer())
      }),
    )
    if (!fromA || !fromB) throw new Error('no cover')
    expect(fromB.equals(fromA)).toBe(true)
    expect((await sharp(fromB).metadata()).width).toBe(60)
  })

  it('keeps a session made on one process on the other, and an admin token and its revocation', async () => {
    const username = `reader${randomBytes(3).toString('hex')}`
    const signUp = await call(a.base, 'POST', identityPaths.signUp, from('10.9.4.1'), {
      name: username,
      username,
      email: `${username}@example.org`,
      password: PASSWORD,
    })
    expect(signUp.status).toBe(200)
    const cookie = cookieHeader(signUp.headers.getSetCookie())
    const session = await fetch(b.base + identityPaths.session, { headers: { cookie } })
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(`${username}@example.org`)

    const login = await call(b.base, 'POST', apiPaths.adminLogin.href(), from('10.9.4.2'), ADMIN)
    const own = ((await login.json()) as { token: string }).token
    const auth = { authorization: `Bearer ${own}` }
    expect((await fetch(a.base + apiPaths.adminStats.href(), { headers: auth })).status).toBe(200)
    const logout = await call(b.base, 'POST', apiPaths.adminLogout.href(), from('10.9.4.2', auth))
    expect(logout.status).toBe(204)
    expect((await fetch(a.base + apiPaths.adminStats.href(), { headers: auth })).status).toBe(401)
    expect((await fetch(b.base + apiPaths.adminStats.href(), { headers: auth })).status).toBe(401)
  })

  it('sells the last copy once to 20 buyers spread over both processes', async () => {
    const { rows } = await sql.query<{ id: string; price: number }>(
      `update books set stock = 1 where id = (select id from books order by title limit 1)
       returning id, new_price_cents::float / 100 as price`,
    )
    const book = rows[0]
    if (!book) throw new Error('no book')
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const username = `buyer${i}${randomBytes(3).toString('hex')}`
        const email = `${username}@example.org`
        const store = i % 2 === 0 ? a : b
        const res = await call(store.base, 'POST', identityPaths.signUp, from(`10.9.5.${i + 1}`), {
          name: username,
          username,
          email,
          password: PASSWORD,
        })
        expect(res.status).toBe(200)
        const { user } = (await res.json()) as { user: { id: string } }
        return { store, email, uid: user.id, cookie: cookieHeader(res.headers.getSetCookie()) }
      }),
    )
    const answers = await Promise.all(
      buyers.map(async (buyer, i) => {
        const res = await call(
          buyer.store.base,
          'POST',
          apiPaths.orders.href(),
          from(`10.9.6.${i + 1}`, { cookie: buyer.cookie }),
          {
            userUid: buyer.uid,
            content: {
              name: 'Test Buyer',
              email: buyer.email,
              address: { city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
              phone: '5551234567',
              productIds: [book.id],
              totalPrice: book.price,
              delivered: false,
            },
          },
        )
        return res.status
      }),
    )
    expect(answers.filter((status) => status === 201)).toHaveLength(1)
    expect(answers.filter((status) => status === 409)).toHaveLength(19)
    const stock = await sql.query<{ stock: number }>('select stock from books where id = $1', [book.id])
    expect(stock.rows[0]?.stock).toBe(0)
  })

  it('WORKERS=2: a worker killed with SIGKILL under order load loses no acknowledged order, and is replaced', async () => {
    cluster = await startServer({ ...env, WORKERS: '2', LOG_LEVEL: 'info' }, '(2 workers)')
    const store = cluster
    const workers = await store.workerPids()
    expect(workers).toHaveLength(2)

    const { rows } = await sql.query<{ id: string; price: number }>(
      `update books set stock = 100000 where id = (select id from books order by title desc limit 1)
       returning id, new_price_cents::float / 100 as price`,
    )
    const book = rows[0]
    if (!book) throw new Error('no book')
    const username = `steady${randomBytes(3).toString('hex')}`
    const email = `${username}@example.org`
    const signUp = await call(store.base, 'POST', identityPaths.signUp, from('10.9.7.1'), {
      name: username,
      username,
      email,
      password: PASSWORD,
    })
    const { user } = (await signUp.json()) as { user: { id: string } }
    const cookie = cookieHeader(signUp.headers.getSetCookie())

    const acknowledged: string[] = []
    let stop = false
    const buyer = async () => {
      while (!stop) {
        // Gives up as a browser would: a request caught by the kill may go unanswered (it once hung CI's run).
        const res = await call(
          store.base,
          'POST',
          apiPaths.orders.href(),
          from('10.9.7.2', { cookie }),
          {
            userUid: user.id,
            content: {
              name: 'Steady Buyer',
              email,
              address: { city: 'Springfield', country: 'USA', state: 'IL', zipcode: '62704' },
              phone: '5551234567',
              productIds: [book.id],
              totalPrice: book.price,
              delivered: false,
            },
          },
          AbortSignal.timeout(10_000),
        ).catch(() => undefined)
        const placed = res?.status === 201 ? await res.json().catch(() => undefined) : undefined
        if (placed) acknowledged.push((placed as { _id: string })._id)
      }
    }
    const load = Promise.all(Array.from({ length: 6 }, buyer))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const victim = workers[0] ?? 0
    process.kill(victim, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 2500))
    stop = true
    await load

    expect(acknowledged.length).toBeGreaterThan(10)
    const stored = await sql.query<{ id: string }>('select id from orders where id = any($1::uuid[])', [
      acknowledged,
    ])
    expect(stored.rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort())

    // The primary forks a replacement; the store keeps answering on the one port.
    let now = await store.workerPids()
    for (let i = 0; i < 100 && (now.length < 2 || now.includes(victim)); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      now = await store.workerPids()
    }
    expect(now).toHaveLength(2)
    expect(now).not.toContain(victim)
    expect(store.output()).toMatch(/a worker died; starting another in its place/)
    expect((await fetch(`${store.base}/api/health`)).status).toBe(200)
  }, 120_000)
})
