// Counts the store's visits (visit-counter.ts) as the server answers pages: a GET answered 200 with HTML, to a client
// that is not a robot (bot-agents.ts). The counts are written every VISITS_FLUSH_MS and when the app closes.

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isRobotAgent } from './bot-agents'
import { VisitCounter, VISITS_FLUSH_MS } from './visit-counter'

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's visit counts; flush() writes them now. */
    visits: VisitCounter
  }
}

export interface VisitsOptions {
  /** How often this process writes its counts (VISITS_FLUSH_MS unless a test says). */
  flushMs?: number
}

const isPage = (contentType: unknown): boolean =>
  typeof contentType === 'string' && contentType.startsWith('text/html')

export default fp(
  async (app: FastifyInstance, opts: VisitsOptions) => {
    const counter = new VisitCounter(app.db)
    app.decorate('visits', counter)
    const flush = () =>
      counter.flush().catch((error: unknown) => app.log.warn({ err: error }, 'visits not written yet'))
    app.addHook('onResponse', (request, reply, done) => {
      if (
        request.method === 'GET' &&
        reply.statusCode === 200 &&
        isPage(reply.getHeader('content-type')) &&
        !isRobotAgent(request.headers['user-agent'])
      ) {
        counter.count()
      }
      done()
    })
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      timer = setInterval(() => void flush(), opts.flushMs ?? VISITS_FLUSH_MS)
      timer.unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await flush()
    })
  },
  { name: 'visits', dependencies: ['database'] },
)
