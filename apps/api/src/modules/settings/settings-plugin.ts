// The store settings as part of the app (issue 39): read before the app listens, then followed every half second
// (settings-cache.ts), and there as app.storeSettings for the routes that price (quote, order) and the admin's edit.

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SettingsCache } from './settings-cache'

declare module 'fastify' {
  interface FastifyInstance {
    storeSettings: SettingsCache
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const cache = new SettingsCache(app.db, app.log)
    app.decorate('storeSettings', cache)
    app.addHook('onReady', () => cache.start())
    app.addHook('onClose', () => cache.stop())
  },
  { name: 'store-settings', dependencies: ['database'] },
)
