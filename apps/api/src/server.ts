// Process entry: read config, open and migrate the database, load the demo catalogue, listen, close gracefully.

import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { loadOrCreateAuthSecret } from './auth-secret'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { seedDemo } from './db/seed/seed-demo'

const config = loadConfig()
const database = await openDatabase(config.database)
await database.migrate()
const seeded = config.seedDemo ? await seedDemo(database.db, config.coversDir) : { seeded: false }
const authSecret = config.authSecret ?? (await loadOrCreateAuthSecret(config.dataDir))
const app = await buildApp({ ...config, authSecret }, database.db)
if (seeded.seeded) app.log.info('Loaded the demo catalogue into the empty database')

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
