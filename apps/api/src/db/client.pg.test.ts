// The embedded database keeps its data under DATA_DIR across restarts, and migrating twice changes nothing; errors
// of a lost database connection are told apart from those of a wrong statement.

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { isConnectionLoss, openDatabase } from './client'
import { authors } from './schema'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

// Only the embedded database has a directory; the PostgreSQL project has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')('embedded database', () => {
  it('persists rows across a close and reopen of the same directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bookstore-pglite-'))
    dirs.push(dir)
    const first = await openDatabase({ kind: 'pglite', dataDir: dir })
    await first.migrate()
    await first.db.insert(authors).values({ name: 'Mary Shelley', fullName: 'Mary Wollstonecraft Shelley' })
    await first.close()

    const second = await openDatabase({ kind: 'pglite', dataDir: dir })
    await second.migrate()
    const rows = await second.db.select().from(authors)
    expect(rows.map((r) => r.name)).toEqual(['Mary Shelley'])
    await second.close()
  })
})

/** A server error as the pg driver builds it. */
const serverError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code })
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code })
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause)

describe('isConnectionLoss', () => {
  it.each([
    [
      'a terminated backend (57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    [
      'a crashed server (57P02)',
      serverError('57P02', 'terminating connection due to crash of another process'),
    ],
    ['a server starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', serverError('08006', 'connection failure')],
    ['no connection (08003)', serverError('08003', 'connection does not exist')],
    ['a refused connection (08001, 08004)', serverError('08004', 'server rejected the connection')],
    ["the driver's unexpected end", new Error('Connection terminated unexpectedly')],
    ["the pool's connect timeout", new Error('Connection terminated due to connection timeout')],
    [
      'a query on a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['ECONNRESET', socketError('ECONNRESET')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['any of these wrapped by drizzle', wrapped(serverError('57P01', 'terminating connection'))],
    ['a rollback that failed after the loss', wrapped(new Error('Client was closed and is not queryable'))],
  ])('says yes to %s', (_case, error) => {
    expect(isConnectionLoss(error)).toBe(true)
  })

  it.each([
    [
      'a unique violation (23505)',
      wrapped(serverError('23505', 'duplicate key value violates unique constraint')),
    ],
    ['a syntax error (42601)', serverError('42601', 'syntax error at or near "selec"')],
    ['a lock timeout (55P03)', serverError('55P03', 'canceling statement due to lock timeout')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('says no to %s', (_case, error) => {
    expect(isConnectionLoss(error)).toBe(false)
  })
})
