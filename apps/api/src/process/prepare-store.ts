// Everything that happens once before the store serves: DATA_DIR, the migrated database, the demo catalogue and its
// images, missing cover thumbnails, the auth secret and the first admin. One process does it (the only one, or the
// cluster's primary before it forks); every step is also safe when separate machines start on one database at once
// (migrations under an advisory lock, inserts that keep what is there).

import { loadOrCreateAuthSecret } from './auth-secret'
import type { AppConfig } from '@/config'
import { prepareDataDir } from './data-dir'
import { openMigratedDatabase } from './migrated-database'
import { SERVING_TIMEOUTS, type DatabaseHandle } from '@/db/client'
import { openFileStore } from '@/db/files/open-file-store'
import { seedDemo } from '@/db/seed/seed-demo'
import { ensureAdmin } from '@/modules/admin-auth/accounts'
import { ensureCoverThumbnails } from '@/modules/uploads/cover-thumbnails'

export interface PreparedStore {
  database: DatabaseHandle
  authSecret: string
  /** What the operator should read, in order: warnings first. */
  notices: Array<{ level: 'info' | 'warn'; message: string; alwaysShown?: boolean }>
}

/** What the configuration means beyond one process, said at start (ARCHITECTURE §10). */
function deploymentNotices(config: AppConfig): PreparedStore['notices'] {
  const notices: PreparedStore['notices'] = []
  const { count, ignored } = config.workers
  if (ignored !== undefined) {
    notices.push({
      level: 'warn',
      message:
        `WORKERS=${ignored} is ignored: the embedded database belongs to one process. ` +
        'Set DATABASE_URL (PostgreSQL) to run several.',
    })
  }
  if (count > 1 && !config.redis) {
    notices.push({
      level: 'warn',
      message:
        `REDIS_URL is not set: each of the ${count} workers counts sign-in attempts by itself, so the limits ` +
        `(10 failed sign-ins a minute per IP, 20 an hour per account) allow up to ${count} times as many. ` +
        'Set REDIS_URL to share the counters.',
    })
  }
  if (config.database.kind === 'postgres' && !config.authSecret) {
    notices.push({
      level: 'info',
      message:
        'AUTH_SECRET is not set: the secret that signs sessions and admin tokens is kept in DATA_DIR. Give every ' +
        'machine that serves this database the same AUTH_SECRET.',
    })
  }
  return notices
}

/**
 * Prepares the store. `onWait` says that a PostgreSQL server cannot be reached yet (it is waited for, not given up
 * on); the database is opened with the serving timeouts, since this process may go on to serve on it.
 */
export async function prepareStore(
  config: AppConfig,
  onWait: (message: string) => void,
): Promise<PreparedStore> {
  const notices = deploymentNotices(config)
  for (const warning of await prepareDataDir(config.dataDir))
    notices.push({ level: 'warn', message: warning })
  const database = await openMigratedDatabase(config.database, { timeouts: SERVING_TIMEOUTS, onWait })
  const files = openFileStore(config, database.db)
  const seeded = config.seedDemo ? await seedDemo(database.db, files) : { seeded: false }
  if (seeded.seeded)
    notices.push({ level: 'info', message: 'Loaded the demo catalogue into the empty database' })
  const thumbnails = await ensureCoverThumbnails(database.db, files)
  if (thumbnails > 0) notices.push({ level: 'info', message: `Wrote ${thumbnails} cover thumbnails` })
  const authSecret = config.authSecret ?? (await loadOrCreateAuthSecret(config.dataDir))

  const firstAdmin = await ensureAdmin(database.db, config.admin)
  if (firstAdmin.created) {
    const { username, generatedPassword } = firstAdmin
    notices.push(
      generatedPassword === undefined
        ? { level: 'warn', message: `Created the admin '${username}' with the password of ADMIN_PASSWORD` }
        : {
            level: 'warn',
            message:
              `Created the admin '${username}' with the generated password ${generatedPassword} (shown only ` +
              `this once; change it with: npm run admin -- set-password ${username})`,
            // A generated password is shown once: it must reach the operator even when LOG_LEVEL hides warnings.
            alwaysShown: true,
          },
    )
  }
  return { database, authSecret, notices }
}

/** Whether LOG_LEVEL hides warnings: a notice that must be seen then goes to stderr as well. */
export const warningsHidden = (config: AppConfig): boolean =>
  ['error', 'fatal', 'silent'].includes(config.logLevel)
