// Catalogue reads served from stored bytes (ARCHITECTURE §5 "Serialize once"): each answer is kept as JSON plus
// the gzip and brotli forms clients have asked for (stored-answer.ts), keyed by request, under the catalogue version
// the database keeps (catalogue-version.ts). The ETag is that version, the same on every process, so a matching
// If-None-Match is answered 304 without touching the database. A write route declares
// `config: { changesCatalogue: true }`, and this plugin reads the version again before its answer leaves; every
// process also reads it every 250 ms and drops its stored answers when it moved.

import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { CatalogueCache } from '@/catalogue/catalogue-answers'
import { CHECK_EVERY_MS, readCatalogueState } from '@/catalogue/catalogue-version'
import { missDefences } from '@/catalogue/miss-budget'

export {
  CatalogueCache,
  DEFAULT_CACHE_BOUNDS,
  MISSES_AT_ONCE_EMBEDDED,
  MISSES_AT_ONCE_SERVER,
  type CacheBounds,
  type CatalogueCacheOptions,
} from '@/catalogue/catalogue-answers'

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache
  }
  interface FastifyContextConfig {
    /** The route writes what catalogue reads show (books, authors, quotes, stock): a 2xx answer reads the version. */
    changesCatalogue?: boolean
  }
  interface FastifyReply {
    /**
     * Set by a changesCatalogue route's handler that knows its write left the version where it was (an order that
     * sold no book's last copy: stock counts have their own freshness period): its answer reads nothing.
     */
    catalogueUnchanged: boolean
  }
}

const asList = <T>(hooks: T | T[] | undefined): T[] => {
  if (hooks === undefined) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}

export interface CataloguePluginOptions {
  /** How often the version is read; CHECK_EVERY_MS by default. */
  checkEveryMs?: number
  /** Which database answers: the embedded one runs queries on this thread, so fewer misses go at once. */
  databaseKind?: 'pglite' | 'postgres'
}

export default fp(
  async (app: FastifyInstance, opts: CataloguePluginOptions) => {
    const cache = new CatalogueCache(readCatalogueState(app.db), {
      log: app.log,
      ...missDefences(
        opts.databaseKind ?? 'pglite',
        app.hasDecorator('redis') ? app.redis : undefined,
        app.log,
      ),
    })
    app.decorate('catalogue', cache)
    app.decorateReply('catalogueUnchanged', false)

    // The first read before the first request, then one every checkEveryMs; none after close (the database goes).
    app.addHook('onReady', async () => {
      await cache.check().catch((error: unknown) => {
        app.log.warn(
          { err: error },
          'Catalogue version unread at start: each answer reads it until a check works',
        )
      })
      cache.version.start(opts.checkEveryMs ?? CHECK_EVERY_MS)
    })
    app.addHook('onClose', () => cache.close())

    // The write's own process reads the version in onSend: after the handler (its transaction committed) and the
    // answer's serialization, before its first byte is written. No client can read a write's answer and then be
    // served a stored answer from before the write by this process; other processes see it at their next check.
    // onResponse would run only once the answer has left, so the client's next read could get in first.
    // A 4xx wrote nothing (services write in one transaction or throw). Nor is a 5xx a reason to read: most are a
    // lost database, and dropping the stored answers then would turn reads that still work into 503s.
    const checkOnSuccess: onSendAsyncHookHandler = async (request, reply, payload) => {
      if (reply.statusCode < 200 || reply.statusCode >= 300 || reply.catalogueUnchanged) return payload
      try {
        await cache.check()
      } catch (error) {
        // The write is done and its answer must leave; what is stored is stale, and the version unknown.
        request.log.warn({ err: error }, 'Catalogue version unread after a write: stored answers dropped')
        cache.bump()
      }
      return payload
    }
    // Attached to the routes that declare the option only, when each is registered: other answers pay nothing.
    app.addHook('onRoute', (route) => {
      if (route.config?.changesCatalogue) route.onSend = [...asList(route.onSend), checkOnSuccess]
    })
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
)
