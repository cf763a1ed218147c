// One serving process: builds the app on a prepared database, listens, and closes gracefully on SIGTERM/SIGINT (the
// database after the app, so requests in flight finish). The only process, or one of the cluster's workers.

import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '@/app'
import type { AppConfig } from '@/config'
import type { DatabaseHandle } from '@/db/client'
import { startLoopDelayReport } from './loop-delay'

export async function serve(
  config: AppConfig,
  database: DatabaseHandle,
  authSecret: string,
): Promise<FastifyInstance> {
  // LOOP_DELAY_REPORT (npm run bench:scale): how late this process's event loop ran, written when it closes.
  const writeLoopDelayReport = startLoopDelayReport(config.loopDelayReport)
  const app = await buildApp(
    {
      ...config,
      authSecret,
      adminTokenTtlSeconds: config.admin.tokenTtlSeconds,
      databaseKind: database.kind,
    },
    database.db,
  )
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    await app.close()
    await database.close()
    writeLoopDelayReport()
  })
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // '::' covers IPv4 and IPv6; a machine without IPv6 gets the IPv4 wildcard instead.
    const code = (error as NodeJS.ErrnoException).code
    if (config.host !== '::' || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) throw error
    await app.listen({ port: config.port, host: '0.0.0.0' })
  }
  return app
}
