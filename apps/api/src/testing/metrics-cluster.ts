// A small cluster for metrics-primary.test.ts (run as its own process): the primary serves METRICS_PORT through
// serveClusterMetrics, as cluster-primary.ts does, and forks two workers, each an app with the metrics plugin that
// answers GET /hello WORKER_HELLOS times (1 and 2). Once both have, the primary scrapes its port once, writes the
// exposition text to stdout and exits.

import cluster from 'node:cluster'
import Fastify from 'fastify'
import { pino } from 'pino'
import type { Database } from '@/db/client'
import { metricsServerPort } from '@/http/metrics-server'
import database from '@/plugins/database'
import errors from '@/plugins/errors'
import metrics from '@/plugins/metrics'
import { serveClusterMetrics } from '@/process/metrics-primary'

const METRICS = { port: 0, host: '127.0.0.1', token: undefined }
const READY = 'hellos-done'

if (cluster.isPrimary) {
  const server = await serveClusterMetrics(METRICS, pino({ level: 'silent' }))
  if (!server) throw new Error('no metrics server')
  let ready = 0
  const workers = [1, 2].map((hellos) => cluster.fork({ WORKER_HELLOS: String(hellos) }))
  cluster.on('message', (_worker, message) => {
    if (message !== READY || ++ready < workers.length) return
    void fetch(`http://127.0.0.1:${metricsServerPort(server)}/metrics`)
      .then(async (res) => process.stdout.write(`status ${res.status}\n${await res.text()}`))
      .finally(() => {
        for (const worker of workers) worker.kill()
        process.exit(0)
      })
  })
} else {
  const app = Fastify()
  // No database behind it: the plugin then has no database gauges, the rest is as in the store.
  await app.register(database, { db: {} as Database })
  await app.register(errors)
  await app.register(metrics, { metrics: METRICS })
  app.get('/hello', async () => ({ hello: 'world' }))
  await app.ready()
  for (let i = 0; i < Number(process.env.WORKER_HELLOS); i += 1)
    await app.inject({ method: 'GET', url: '/hello' })
  process.send?.(READY)
}
