// Process entry: keep new files private, read the configuration, then either prepare the store and serve it (one
// process), prepare it and fork WORKERS workers (the cluster's primary, cluster-primary.ts), or serve as one of
// those workers (the primary has prepared everything). A PostgreSQL server that cannot be reached yet is waited for
// (a warning line each try), not given up on.

import cluster from 'node:cluster'
import { pino } from 'pino'
import { loadOrCreateAuthSecret } from './auth-secret'
import { runPrimary, WORKER_ENV } from './cluster-primary'
import { loadConfig } from '@/config'
import { SERVING_TIMEOUTS } from '@/db/client'
import { refuseSecondProcess } from '@/maintenance/control-socket'
import { restrictFileModes } from './data-dir'
import { openMigratedDatabase } from './migrated-database'
import { prepareStore, warningsHidden } from './prepare-store'
import { serve } from './serve'

restrictFileModes()
const config = loadConfig()
const log = pino({ level: config.logLevel })
const onWait = (message: string) => log.warn(message)

if (cluster.isWorker && process.env[WORKER_ENV] === '1') {
  // Migrations ran in the primary: this finds none pending.
  const database = await openMigratedDatabase(config.database, { timeouts: SERVING_TIMEOUTS, onWait })
  const authSecret = config.authSecret ?? (await loadOrCreateAuthSecret(config.dataDir))
  await serve(config, database, authSecret)
} else {
  // One store per DATA_DIR: PGlite would let a second process open it (control-socket.ts).
  if (config.database.kind === 'pglite') await refuseSecondProcess(config.dataDir)
  const prepared = await prepareStore(config, onWait)
  for (const notice of prepared.notices) {
    log[notice.level](notice.message)
    if (notice.alwaysShown && warningsHidden(config)) process.stderr.write(`${notice.message}\n`)
  }
  if (config.workers.count > 1) {
    await prepared.database.close()
    runPrimary(config, log)
  } else {
    const app = await serve(config, prepared.database, prepared.authSecret)
    app.log.info(`Bookstore is open at ${config.publicUrl}`)
  }
}
