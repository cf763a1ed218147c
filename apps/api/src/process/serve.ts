// One serving process: builds the app on a prepared database, listens, and stops gracefully on SIGTERM/SIGINT
// (graceful-stop.ts: no new connections, the requests in flight finish, then the app's background work, then the
// database). The only process, or one of the cluster's workers.

import cluster from 'node:cluster'
import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '@/app'
import type { AppConfig } from '@/config'
import type { DatabaseHandle } from '@/db/client'
import { startControlSocket } from '@/maintenance/control-socket'
import { CLOSE_AFTER_REQUESTS_MS, RequestsInFlight, stopGracefully } from './graceful-stop'
import { reportListenFailure } from './listen-failure'
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
  const requests = new RequestsInFlight(app)
  // PGlite: `npm run backup` asks this process for a backup through DATA_DIR/control.sock (none on PostgreSQL).
  const controlSocket = await startControlSocket(config, database, app.log)
  // A cluster's worker stops when its primary says so (SIGTERM): Ctrl-C reaches every process of the terminal's
  // group, and a second signal would end the worker at once; a SIGHUP to the group is the primary's rolling restart.
  const primaryDecides = cluster.isWorker
  if (primaryDecides) {
    process.on('SIGINT', () => undefined)
    process.on('SIGHUP', () => undefined)
  }
  // A stop that takes longer than its bounds (the requests', then the app's close) ends the process anyway.
  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs + CLOSE_AFTER_REQUESTS_MS,
      logger: app.log,
      skip: primaryDecides ? ['SIGINT'] : [],
    },
    async ({ err, signal }) => {
      if (err) app.log.error({ err }, 'shutting down after an error')
      else app.log.info({ signal }, 'shutting down')
      await stopGracefully(app, requests, {
        timeoutMs: config.shutdownTimeoutMs,
        closeDatabase: async () => {
          await controlSocket.close()
          await database.close()
        },
        log: app.log,
      })
      writeLoopDelayReport()
    },
  )
  try {
    await listen(app, config)
  } catch (error) {
    // EADDRINUSE, EACCES …: said in words, alone in the log, as a worker to the primary (which stops the start).
    await reportListenFailure(error, config, app.log)
    throw error
  }
  return app
}

async function listen(app: FastifyInstance, config: AppConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // '::' covers IPv4 and IPv6; a machine without IPv6 gets the IPv4 wildcard instead.
    const code = (error as NodeJS.ErrnoException).code
    if (config.host !== '::' || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) throw error
    await app.listen({ port: config.port, host: '0.0.0.0' })
  }
}
