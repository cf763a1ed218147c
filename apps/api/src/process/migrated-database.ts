// The store's database opened and migrated, for the process entries (server.ts, prepare-store.ts and the commands):
// with the embedded database, the files PGlite creates are then made private like the rest of DATA_DIR. A serving
// process started while its PostgreSQL server refuses (not up yet, restarting, unreachable) waits for it, saying so,
// and tries again with a growing pause instead of exiting; once the server answers it migrates and serves.

import {
  isConnectionLoss,
  openDatabase,
  type DatabaseHandle,
  type DatabaseTarget,
  type ServingTimeouts,
} from '@/db/client'
import { removeGroupAndOtherAccess } from './data-dir'

export interface OpenOptions {
  /** What a serving process lets the database take (SERVING_TIMEOUTS); commands leave it out. */
  timeouts?: ServingTimeouts
  /**
   * Given, a PostgreSQL server that cannot be reached is waited for, without end, each wait said through it; left
   * out (commands, which an operator runs and reads), the first failure is thrown.
   */
  onWait?: (message: string) => void
}

/** The pauses between tries while the server cannot be reached: doubling from the first to the last, then the last. */
export const FIRST_WAIT_MS = 1_000
export const LONGEST_WAIT_MS = 10_000

/** The server's address without its credentials, to name it in a log line. */
function serverName(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url)
    return `${hostname}:${port || '5432'}${pathname}`
  } catch {
    return 'the DATABASE_URL server'
  }
}

/** Why a connection could not be had, in a few words (a code, or the driver's message). */
function reason(error: unknown): string {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if ('code' in e && typeof e.code === 'string') return e.code
    if (!e.cause) return e.message
  }
  return String(error)
}

/**
 * Opens and migrates the database once. PGlite sets the modes of some of its files itself, whatever the umask: 0666
 * for those of a new cluster, 0644 for the relation-cache files it rewrites when it starts. So once it has started,
 * every file and directory below its directory is made its owner's alone; the directory itself is the operator's,
 * and prepareDataDir's warnings name it when it is open to others.
 */
async function openAndMigrate(target: DatabaseTarget, timeouts?: ServingTimeouts): Promise<DatabaseHandle> {
  const database = await openDatabase(target, timeouts)
  try {
    await database.migrate()
    if (target.kind === 'pglite' && target.dataDir) await removeGroupAndOtherAccess(target.dataDir)
    return database
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}

/** Opens and migrates the database, waiting for a PostgreSQL server that cannot be reached when `onWait` is given. */
export async function openMigratedDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const { onWait } = options
  const name = target.kind === 'postgres' ? serverName(target.url) : ''
  let wait = FIRST_WAIT_MS
  let waited = false
  for (;;) {
    try {
      const database = await openAndMigrate(target, options.timeouts)
      if (waited) onWait?.(`PostgreSQL at ${name} answers: migrated, starting`)
      return database
    } catch (error) {
      if (target.kind !== 'postgres' || !onWait || !isConnectionLoss(error)) throw error
      onWait(
        `PostgreSQL at ${name} cannot be reached (${reason(error)}): ` +
          `waiting for it, next try in ${wait / 1000} s`,
      )
      waited = true
      await new Promise((resolve) => setTimeout(resolve, wait))
      wait = Math.min(wait * 2, LONGEST_WAIT_MS)
    }
  }
}
