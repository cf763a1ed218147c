// The embedded database keeps its data under DATA_DIR across restarts, and migrating twice changes nothing.

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client'
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
