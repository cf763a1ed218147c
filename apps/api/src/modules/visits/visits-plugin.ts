// Counts the store's visits (visit-counter.ts) as the server answers pages: a GET of one of the shop's pages
// (isShopPage: not the API or its reference at /api/docs, not metrics, files, covers or the admin's screens) answered
// 200 with HTML, to a client that is not a robot (bot-agents.ts), at most VISITS_PER_CLIENT_LIMIT.max times an hour
// per client (issue 37 item 3: one client's loop of 5,000 loads counted 5,000 visits). Clients are counted in the
// rate limits' own counters (plugins/rate-limits.ts: clientKey, an IPv6 client by its /64; in Redis with REDIS_URL,
// so every process counts one client together). The counts are written every VISITS_FLUSH_MS and when the app
// closes.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Limit } from '@/plugins/rate-limits'
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

/**
 * Visits one client (an address, an IPv6 /64) adds: 30 an hour. A person reading the shop loads a page from the
 * server once when she arrives and on each reload or link from elsewhere (moves inside the app load none), so a few
 * dozen an hour is more than anyone's reading; past it her loads are one client's loop and count no more.
 */
export const VISITS_PER_CLIENT_LIMIT: Limit = { name: 'visits-client', max: 30, windowMs: 3_600_000 }

/** Paths that are not the shop's pages: the API (/api/docs too), metrics, the build's files, covers, the admin's. */
const NOT_SHOP = /^\/(api|metrics|assets|covers|admin|dashboard)(\/|$)/

/** Whether a request's path is one of the shop's pages (the storefront's routes), not a file (a name with a dot). */
export function isShopPage(url: string): boolean {
  const raw = url.split('?', 1)[0] ?? '/'
  let pathname: string
  try {
    // As the router reads it: /%61pi/docs is /api/docs.
    pathname = decodeURIComponent(raw).toLowerCase()
  } catch {
    return false
  }
  if (NOT_SHOP.test(pathname)) return false
  const name = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !name.includes('.')
}

const isHtml = (contentType: unknown): boolean =>
  typeof contentType === 'string' && contentType.startsWith('text/html')

/** A page of the shop a person's browser loaded (before the per-client limit). */
const isVisit = (request: FastifyRequest, reply: FastifyReply): boolean =>
  request.method === 'GET' &&
  reply.statusCode === 200 &&
  isHtml(reply.getHeader('content-type')) &&
  isShopPage(request.url) &&
  !isRobotAgent(request.headers['user-agent'])

export default fp(
  async (app: FastifyInstance, opts: VisitsOptions) => {
    const counter = new VisitCounter(app.db)
    app.decorate('visits', counter)
    const flush = () =>
      counter.flush().catch((error: unknown) => app.log.warn({ err: error }, 'visits not written yet'))
    const countVisit = async (request: FastifyRequest) => {
      try {
        if (await app.withinLimit(VISITS_PER_CLIENT_LIMIT, request)) counter.count()
      } catch (error) {
        // The answer is sent; a visit not counted is all that is lost.
        request.log.warn({ err: error }, 'visit not counted: the client counters failed')
      }
    }
    // A callback hook: an answer that is no page (every API answer) costs two comparisons, and no promise.
    app.addHook('onResponse', (request, reply, done) => {
      if (!isVisit(request, reply)) return done()
      countVisit(request).then(() => done(), done)
    })
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      // The limits plugin is registered after this one (app.ts); its counters are what each client's visits count in.
      if (!app.hasDecorator('withinLimit'))
        throw new Error('visits: the rate-limits plugin is not registered')
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
