// Process entry: keep new files private, read config, prepare DATA_DIR, open and migrate the database, load the demo
// catalogue, write missing cover thumbnails, create the first admin, listen, close gracefully.

import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { loadOrCreateAuthSecret } from './auth-secret'
import { loadConfig } from './config'
import { openMigratedDatabase, prepareDataDir, restrictFileModes } from './data-dir'
import { seedDemo } from './db/seed/seed-demo'
import { ensureAdmin } from './modules/admin/accounts'
import { ensureCoverThumbnails } from './modules/uploads/cover-thumbnails'

restrictFileModes()
const config = loadConfig()
const dataDirWarnings = await prepareDataDir(config.dataDir)
const database = await openMigratedDatabase(config.database)
const seeded = config.seedDemo ? await seedDemo(database.db, config.coversDir) : { seeded: false }
const thumbnails = await ensureCoverThumbnails(database.db, config.coversDir)
const authSecret = config.authSecret ?? (await loadOrCreateAuthSecret(config.dataDir))
const app = await buildApp(
  { ...config, authSecret, adminTokenTtlSeconds: config.admin.tokenTtlSeconds },
  database.db,
)
for (const warning of dataDirWarnings) app.log.warn(warning)
if (seeded.seeded) app.log.info('Loaded the demo catalogue into the empty database')
if (thumbnails > 0) app.log.info(`Wrote ${thumbnails} cover thumbnails`)

const firstAdmin = await ensureAdmin(database.db, config.admin)
if (firstAdmin.created) {
  const { username, generatedPassword } = firstAdmin
  const message =
    generatedPassword === undefined
      ? `Created the admin '${username}' with the password of ADMIN_PASSWORD`
      : `Created the admin '${username}' with the generated password ${generatedPassword} (shown only this ` +
        `once; change it with: npm run admin -- set-password ${username})`
  app.log.warn(message)
  // A generated password is shown once: it must reach the operator even when LOG_LEVEL hides warnings.
  const warningsHidden = ['error', 'fatal', 'silent'].includes(config.logLevel)
  if (generatedPassword !== undefined && warningsHidden) process.stderr.write(`${message}\n`)
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  await app.close()
  await database.close()
})

async function listen(): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // '::' covers IPv4 and IPv6; a machine without IPv6 gets the IPv4 wildcard instead.
    const code = (error as NodeJS.ErrnoException).code
    if (config.host !== '::' || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) throw error
    await app.listen({ port: config.port, host: '0.0.0.0' })
  }
}
await listen()
app.log.info(`Bookstore is open at ${config.publicUrl}`)
