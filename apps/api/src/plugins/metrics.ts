// Prometheus metrics (issue 26, item 5), off unless METRICS=true: the store's metrics (store-metrics.ts) recorded as
// each request is answered, and served on METRICS_PORT (a server of its own, metrics-server.ts) and/or at /metrics on
// the main port to whoever sends `Authorization: Bearer METRICS_TOKEN` (401 to anyone else; without a token the
// main port has no /metrics). In a cluster's worker the registry is handed to prom-client's cluster support instead:
// the primary serves METRICS_PORT with every worker's metrics summed (process/metrics-primary.ts).

import { createHash, timingSafeEqual } from 'node:crypto'
import cluster from 'node:cluster'
import type { Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client'
import type { MetricsConfig } from '@/config'
import { METRICS_PATH, metricsServerPort, startMetricsServer, stopMetricsServer } from '@/http/metrics-server'
import { sendError } from './errors'
import { createStoreMetrics, type MetricsRegistration } from './store-metrics'

declare module 'fastify' {
  interface FastifyInstance {
    /** The METRICS_PORT server once the app is ready (null without one, or in a cluster's worker). */
    metricsServer: Server | null
  }
}

export interface MetricsOptions {
  /** METRICS=true's settings; undefined = no metrics at all. */
  metrics: MetricsConfig | undefined
  /** The modules' own gauges (the mail outbox's), registered with the store's. */
  more?: readonly MetricsRegistration[]
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest()

/** Whether an Authorization header carries `token` as a bearer token (compared in constant time). */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token))
}

/** A worker of the cluster (server.ts forks workers only through cluster-primary.ts): its primary serves the sum. */
const isClusterWorker = (): boolean => cluster.isWorker

export default fp(
  async (app: FastifyInstance, opts: MetricsOptions) => {
    app.decorate('metricsServer', null)
    const config = opts.metrics
    if (!config) return
    const inWorker = isClusterWorker()
    // An AggregatorRegistry in a worker answers the primary's requests for its metrics.
    const registry = inWorker ? new AggregatorRegistry<PrometheusContentType>() : undefined
    if (registry) AggregatorRegistry.setRegistries([registry])
    const metrics = createStoreMetrics(app.db, registry, opts.more)

    app.addHook('onResponse', (request, reply, done) => {
      metrics.record(request, reply)
      done()
    })

    const render = async () => ({
      contentType: metrics.registry.contentType,
      body: await metrics.registry.metrics(),
    })

    const { token } = config
    if (token !== undefined) {
      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        if (!carriesToken(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer')
          return sendError(
            reply,
            401,
            'unauthorized',
            'The metrics need the metrics token as a bearer token.',
          )
        }
        const { contentType, body } = await render()
        return reply.header('cache-control', 'no-store').type(contentType).send(body)
      })
    }

    if (config.port !== undefined && !inWorker) {
      const port = config.port
      app.addHook('onReady', async () => {
        app.metricsServer = await startMetricsServer({
          port,
          host: config.host,
          render,
          onRenderError: (error) => app.log.error({ err: error }, 'metrics could not be rendered'),
        })
        app.log.info({ port: metricsServerPort(app.metricsServer) }, 'metrics served')
      })
      app.addHook('onClose', async () => {
        if (app.metricsServer) await stopMetricsServer(app.metricsServer)
      })
    }
    app.addHook('onClose', async () => {
      metrics.registry.clear()
    })
  },
  { name: 'metrics', dependencies: ['database', 'errors'] },
)
