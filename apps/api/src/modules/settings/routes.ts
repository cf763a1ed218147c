// The store settings' routes (issue 39 item 1), admin only: each document read and written whole. A written one is
// priced by this process at once and by every other within a second (settings-cache.ts).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { verifiedAdminToken } from '@/plugins/access'
import { SETTINGS_SCHEMAS, type SettingsName } from './settings-cache'
import { writeSettings } from './service'

const PATHS: Record<SettingsName, { route: string }> = {
  store: apiPaths.storeSettings,
  shipping: apiPaths.shippingSettings,
  taxes: apiPaths.taxSettings,
}

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of ['store', 'shipping', 'taxes'] as const) {
    const schema = SETTINGS_SCHEMAS[name]
    app.get(
      PATHS[name].route,
      { schema: { response: { 200: schema } }, onRequest: app.requireAdmin },
      async () => {
        // Another process may have written it a moment ago: the admin reads what is stored.
        await app.storeSettings.refresh()
        return (await app.storeSettings.current()).settings[name]
      },
    )
    app.put(
      PATHS[name].route,
      { schema: { body: schema, response: { 200: schema } }, onRequest: app.requireAdmin },
      async (req) => {
        await writeSettings(app.db, name, req.body, verifiedAdminToken(req).username)
        await app.storeSettings.refresh()
        return (await app.storeSettings.current()).settings[name]
      },
    )
  }
}
