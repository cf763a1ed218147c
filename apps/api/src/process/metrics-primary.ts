// The cluster's metrics (issue 26, item 5): with WORKERS > 1 and METRICS_PORT, the primary serves METRICS_PORT
// itself, asking every worker for its registry at each scrape (prom-client's AggregatorRegistry; each worker's
// plugins/metrics.ts hands it its registry) and answering their sum: counters and histograms added, default metrics
// as prom-client aggregates them. A worker that does not answer within 5 s (one starting) makes that scrape 503.
// cluster-primary.ts calls serveClusterMetrics once, before forking.

import type { Server } from 'node:http'
import type { Logger } from 'pino'
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client'
import type { MetricsConfig } from '@/config'
import { metricsServerPort, startMetricsServer } from '@/http/metrics-server'

/**
 * Starts the primary's METRICS_PORT server when metrics are on with a port (else does nothing). A port that cannot
 * be had is a start-up failure: it is logged and the primary exits, as it would for the store's own port.
 */
export async function serveClusterMetrics(
  config: MetricsConfig | undefined,
  log: Logger,
): Promise<Server | undefined> {
  if (config?.port === undefined) return undefined
  const aggregator = new AggregatorRegistry<PrometheusContentType>()
  try {
    const server = await startMetricsServer({
      port: config.port,
      host: config.host,
      render: async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() }),
      onRenderError: (error) => log.warn({ err: error }, 'the workers’ metrics could not be gathered'),
    })
    // The workers' connections keep the primary alive; this server must not keep it from exiting.
    server.unref()
    log.info({ port: metricsServerPort(server), host: config.host }, 'metrics of every worker served')
    return server
  } catch (error) {
    log.fatal({ err: error }, `metrics cannot listen on ${config.host}:${config.port}`)
    process.exit(1)
  }
}
