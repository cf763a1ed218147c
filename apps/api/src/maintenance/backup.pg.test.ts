// Backup and restore (issue 26 item 1): a store with books, covers, shoppers and orders is backed up while orders are
// placed continuously (on PGlite through `npm run backup` asking the running store on its control socket; on
// PostgreSQL in one snapshot of the server), restored into a fresh DATA_DIR with `npm run restore`, and found whole:
// every order acknowledged before the backup began, every book and cover (bytes equal), consistent derived tables,
// times to the microsecond, and a shopper signing in with her password on a real store started on it. When
// TEST_DATABASE_URL answers, the backup also goes to a fresh PostgreSQL database and from there back to PGlite, the
// contents equal at each step. Then: a non-empty target is refused, --force replaces it, a damaged file changes nothing.

import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '@/db/rows'
import { books, orders } from '@/db/schema'
import { insertBook, placeOrder, signUpBuyer, type TestBuyer } from '@/testing/factories'
import { startServer } from '@/testing/server-process'
import { useTestApp } from '@/testing/test-app'
import {
  command,
  contents,
  createPostgresDatabase,
  pgliteOf,
  postgresAnswers,
  PUBLIC_URL,
  signInAndCovers,
  storedBytes,
  withDatabase,
} from '@/testing/backup-kit'
import { BackupFileError } from './backup-format'
import { checkBackup } from './backup-file'
import { startControlSocket, type ControlSocket } from './control-socket'
import { UnknownMigrationLevel } from './migration-level'
import { restoreBackup } from './restore-backup'
import { publicTables, storeTables } from './store-catalog'
import { takeBackup } from './take-backup'

const serverUrl = process.env.TEST_DATABASE_URL
const PRECISE_TIME = '2026-01-02 03:04:05.123456+00'
const silentLog = { info: () => undefined, error: () => undefined }

const postgresUp = process.env.TEST_DB !== 'postgres' && (await postgresAnswers(serverUrl))
if (process.env.TEST_DB !== 'postgres' && !postgresUp)
  console.warn('backup: restores into PostgreSQL SKIPPED, no TEST_DATABASE_URL answers')

describe('backup and restore', () => {
  const t = useTestApp()
  let work: string
  let socket: ControlSocket | undefined
  const bookIds: string[] = []
  const covers: Record<string, string> = {}
  let buyers: TestBuyer[] = []
  let preciseOrder: string
  /** The first restore's contents, before a store ran on it. */
  let restoredContents: Record<string, string[]>
  const backupFile = () => path.join(work, 'store.backup.gz')
  const restoredDir = () => path.join(work, 'restored')

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'bookstore-backup-'))
    for (let i = 0; i < 3; i += 1) {
      const id = await insertBook(t.db, { stock: 1000, newPrice: 10 })
      const name = `backup-test-${i}.webp`
      const background = { r: 40 * i, g: 90, b: 200 - 30 * i }
      const bytes = await sharp({ create: { width: 40 + i, height: 60, channels: 3, background } })
        .webp()
        .toBuffer()
      await t.files.put([{ name, bytes, contentType: 'image/webp' }])
      await t.db.update(books).set({ coverImage: name }).where(eq(books.id, id))
      bookIds.push(id)
      covers[name] = bytes.toString('base64')
    }
    buyers = []
    for (let i = 0; i < 10; i += 1)
      buyers.push(await signUpBuyer(t.app, `saver${i}_${randomBytes(3).toString('hex')}`))
    preciseOrder = await placeOrder(t.app, buyers[0] as TestBuyer, [bookIds[0] as string], 10)
    await t.db
      .update(orders)
      .set({ placedAt: new Date(0) })
      .where(eq(orders.id, preciseOrder))
    await t.db.execute(
      sql`UPDATE orders SET placed_at = ${PRECISE_TIME}::timestamptz WHERE id = ${preciseOrder}`,
    )
    if (t.kind === 'pglite')
      socket = await startControlSocket(
        { dataDir: t.dataDir, coversDir: path.join(t.dataDir, 'covers') },
        { db: t.db, kind: t.kind },
        silentLog,
      )
  }, 120_000)

  afterAll(async () => {
    await socket?.close()
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('backs up every table of the database (the drizzle schema knows them all)', async () => {
    expect(new Set(storeTables())).toEqual(new Set(await publicTables(t.db)))
  })

  it('takes a backup under order load that a fresh DATA_DIR restores whole: orders, books, covers, sign-ins', async () => {
    const acknowledged: Array<{ id: string; at: number }> = []
    let placing = true
    const loops = buyers.map(async (buyer, i) => {
      for (let n = 0; placing; n += 1) {
        try {
          const id = await placeOrder(t.app, buyer, [bookIds[(i + n) % 3] as string], 10)
          acknowledged.push({ id, at: performance.now() })
        } catch {
          return // Her orders of the hour are used up.
        }
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
    })
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20))
    const began = performance.now()
    if (t.kind === 'pglite') {
      const done = await command(['backup', backupFile()], { DATA_DIR: t.dataDir })
      expect(done.stderr).toBe('')
      expect(done.stdout).toMatch(/^Wrote .* by the running store/)
      expect(done.code).toBe(0)
    } else {
      await takeBackup({ db: t.db, kind: t.kind, coversDir: undefined }, backupFile())
    }
    const ended = performance.now()
    placing = false
    await Promise.all(loops)
    const before = acknowledged.filter((order) => order.at < began).map((order) => order.id)
    expect(acknowledged.filter((order) => order.at > began && order.at < ended).length).toBeGreaterThan(0)

    const restored = await command(['restore', backupFile()], { DATA_DIR: restoredDir() })
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toMatch(/^Restored /)

    await withDatabase(pgliteOf(restoredDir()), async (db) => {
      const ids = new Set((await db.select({ id: orders.id }).from(orders)).map((row) => row.id))
      expect(before.filter((id) => !ids.has(id))).toEqual([])
      const [precise] = await rowsOf<{ at: string }>(
        db,
        sql`SELECT to_char(placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS at FROM orders WHERE id = ${preciseOrder}`,
      )
      expect(precise?.at).toBe('2026-01-02 03:04:05.123456')
      const restoredBooks = await db.select().from(books)
      const sourceBooks = await t.db.select().from(books)
      const statics = (rows: typeof sourceBooks) =>
        rows.map(({ id, title, coverImage, newPriceCents, createdAt }) => ({
          id,
          title,
          coverImage,
          newPriceCents,
          createdAt,
        }))
      expect(statics(restoredBooks).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        statics(sourceBooks).sort((a, b) => a.id.localeCompare(b.id)),
      )
      // One snapshot: the derived counts agree with the orders and the stock with the sales.
      const [agree] = await rowsOf<{ orders: number; counted: number; sold: number; lines: number }>(
        db,
        sql`SELECT (SELECT count(*)::int FROM orders WHERE NOT cancelled) AS orders,
                (SELECT coalesce(sum(orders), 0)::int FROM sales_by_day) AS counted,
                (SELECT sum(units_sold)::int FROM books) AS sold,
                (SELECT count(*)::int FROM order_items i JOIN orders o ON o.id = i.order_id WHERE NOT o.cancelled) AS lines`,
      )
      expect(agree?.counted).toBe(agree?.orders)
      expect(agree?.sold).toBe(agree?.lines)
      const [epochs] = await rowsOf<{ epoch: string }>(db, sql`SELECT epoch FROM catalogue_state`)
      const [sourceEpoch] = await rowsOf<{ epoch: string }>(t.db, sql`SELECT epoch FROM catalogue_state`)
      expect(epochs?.epoch).not.toBe(sourceEpoch?.epoch)
    })
    expect(await storedBytes({ dir: path.join(restoredDir(), 'covers') })).toMatchObject(covers)
    restoredContents = await withDatabase(pgliteOf(restoredDir()), contents)

    const store = await startServer({
      DATA_DIR: restoredDir(),
      SEED_DEMO: 'false',
      PUBLIC_URL,
      TRUST_PROXY: 'loopback',
    })
    try {
      expect(await signInAndCovers(store.base, (buyers[3] as TestBuyer).email, Object.keys(covers))).toEqual(
        covers,
      )
    } finally {
      await store.stop()
    }
  }, 240_000)

  it.runIf(postgresUp)(
    'restores the backup into a fresh PostgreSQL database, and a backup of that into PGlite, all equal',
    async () => {
      const expected = restoredContents
      const database = await createPostgresDatabase(serverUrl)
      try {
        const restored = await command(['restore', backupFile()], { DATABASE_URL: database.url })
        expect(restored.stderr).toBe('')
        expect(restored.code).toBe(0)
        await withDatabase({ kind: 'postgres', url: database.url }, async (db) => {
          expect(await contents(db)).toEqual(expected)
          expect(await storedBytes({ db })).toMatchObject(covers)
        })
        const second = path.join(work, 'from-postgres.backup.gz')
        const taken = await command(['backup', second], { DATABASE_URL: database.url })
        expect(taken.stderr).toBe('')
        expect(taken.stdout).toMatch(/from PostgreSQL/)
        const back = path.join(work, 'back-from-postgres')
        expect((await command(['restore', second], { DATA_DIR: back })).code).toBe(0)
        expect(await withDatabase(pgliteOf(back), contents)).toEqual(expected)
        expect(await storedBytes({ dir: path.join(back, 'covers') })).toEqual(
          await withDatabase({ kind: 'postgres', url: database.url }, (db) => storedBytes({ db })),
        )
        // Not empty any more: refused, then replaced with --force.
        const refused = await command(['restore', second], { DATABASE_URL: database.url })
        expect(refused.code).toBe(1)
        expect(refused.stderr).toMatch(/the database of DATABASE_URL is not empty/)
        const forced = await command(['restore', second, '--force'], { DATABASE_URL: database.url })
        expect(forced.stderr).toBe('')
        expect(forced.stdout).toMatch(/emptied first/)
        await withDatabase({ kind: 'postgres', url: database.url }, async (db) => {
          expect(await contents(db)).toEqual(expected)
        })
        const store = await startServer({
          DATABASE_URL: database.url,
          WORKERS: '1',
          SEED_DEMO: 'false',
          PUBLIC_URL,
          TRUST_PROXY: 'loopback',
        })
        try {
          expect(
            await signInAndCovers(store.base, (buyers[5] as TestBuyer).email, Object.keys(covers)),
          ).toEqual(covers)
        } finally {
          await store.stop()
        }
      } finally {
        await database.drop()
      }
    },
    240_000,
  )

  it('refuses a non-empty DATA_DIR, replaces it with --force, and backs up a stopped store itself', async () => {
    const expected = await withDatabase(pgliteOf(restoredDir()), contents)
    const refused = await command(['restore', backupFile()], { DATA_DIR: restoredDir() })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/is not empty: it holds rows in .*add --force to empty it first/)

    // A stopped store: the command opens DATA_DIR itself.
    const again = path.join(work, 'again.backup.gz')
    const taken = await command(['backup', again], { DATA_DIR: restoredDir() })
    expect(taken.stderr).toBe('')
    expect(taken.stdout).toMatch(/^Wrote .* from /)

    // Something changed, then replaced by the backup.
    await withDatabase(pgliteOf(restoredDir()), (db) => db.execute(sql`UPDATE books SET title = 'Changed'`))
    const forced = await command(['restore', again, '--force'], { DATA_DIR: restoredDir() })
    expect(forced.stderr).toBe('')
    expect(forced.stdout).toMatch(/emptied first/)
    expect(await withDatabase(pgliteOf(restoredDir()), contents)).toEqual(expected)
    expect(await storedBytes({ dir: path.join(restoredDir(), 'covers') })).toMatchObject(covers)
  }, 120_000)

  it('refuses a damaged file, a file that is no backup and one from a newer store, changing nothing', async () => {
    const whole = await readFile(backupFile())
    const cut = path.join(work, 'cut.backup.gz')
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)))
    const target = path.join(work, 'untouched')
    const refused = await command(['restore', cut], { DATA_DIR: target })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^The backup file is damaged or not a backup: it .*cut short/)
    expect(existsSync(path.join(target, 'pglite'))).toBe(false)

    const config = {
      database: pgliteOf(target),
      files: 'data-dir' as const,
      coversDir: path.join(target, 'covers'),
    }
    const attempt = async (name: string, bytes: Buffer) => {
      await writeFile(path.join(work, name), bytes)
      return restoreBackup(path.join(work, name), config)
    }
    await expect(attempt('plain.txt', Buffer.from('hello'))).rejects.toThrow(/not a gzip file/)
    await expect(attempt('json.gz', gzipSync('{"type":"header"}\n'))).rejects.toThrow(BackupFileError)
    const flipped = Buffer.from(whole)
    const middle = Math.floor(flipped.length / 2)
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff
    await expect(attempt('flipped.gz', flipped)).rejects.toThrow(BackupFileError)
    const lines = gunzipSync(whole).toString().split('\n')
    const header = JSON.parse(lines[0] as string) as {
      migrations: { applied: number; lastCreatedAt: string }
    }
    header.migrations = { ...header.migrations, applied: 999, lastCreatedAt: String(Date.UTC(2100, 0, 1)) }
    const newer = gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n'))
    await expect(attempt('newer.gz', newer)).rejects.toThrow(UnknownMigrationLevel)
    await expect(attempt('newer.gz', newer)).rejects.toThrow(/newer version of the store/)
    expect(existsSync(path.join(target, 'pglite'))).toBe(false)
    expect((await checkBackup(backupFile())).end.files).toBeGreaterThanOrEqual(3)
  }, 120_000)

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'serves one store per DATA_DIR: a second control socket, or a restore, on it is refused',
    async () => {
      await expect(
        startControlSocket(
          { dataDir: t.dataDir, coversDir: path.join(t.dataDir, 'covers') },
          { db: t.db, kind: 'pglite' },
          silentLog,
        ),
      ).rejects.toThrow(/Another process \(pid \d+\) is using/)
      const refused = await command(['restore', backupFile()], { DATA_DIR: t.dataDir })
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/is running on .*: stop it before restoring into it/)
    },
  )
})
