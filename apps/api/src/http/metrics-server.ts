// The tiny HTTP server of METRICS_PORT (issue 26, item 5): GET /metrics answers the Prometheus exposition text that
// `render` gives, on its own port and address (METRICS_HOST, 127.0.0.1 unless set), apart from the store's. One
// process serves it: the only process (plugins/metrics.ts), or a cluster's primary summing its workers
// (metrics-primary.ts). Any other path is 404, any other method 405; a failed render is 503.

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const METRICS_PATH = '/metrics'

/** One scrape's answer. */
export interface MetricsText {
  contentType: string
  body: string
}

export interface MetricsServerOptions {
  port: number
  host: string
  render: () => Promise<MetricsText>
  /** Told why a render failed (the scrape gets 503). */
  onRenderError: (error: unknown) => void
}

/** Listens on port and host (port 0: a free one; server.address() says which); rejects when it cannot. */
export async function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0]
    if (path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end()
      return
    }
    options.render().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
        response.end(request.method === 'HEAD' ? undefined : body)
      },
      (error: unknown) => {
        options.onRenderError(error)
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}

/** The port a started server listens on. */
export const metricsServerPort = (server: Server): number => (server.address() as AddressInfo).port

/** Stops listening and ends kept-alive connections (a scraper's), so that closing does not wait for them. */
export function stopMetricsServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
