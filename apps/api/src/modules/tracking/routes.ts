// Tracking route (issue 24 item 3): GET /api/track/{token} answers one order's state to whoever holds its emailed
// link, without a session; bounded per client (tracking-limits.ts), and never kept by a cache (plugins/no-store.ts lists /api/track).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { OrderTracking, TrackOrderParams } from '@bookstore/contract/schemas/order-tracking'
import type { TrackingLinks } from './tracking-links'
import { trackingAttempts } from './tracking-limits'
import { trackOrder } from './service'

export interface TrackingRoutesOptions {
  links: TrackingLinks
}

export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, { links }) => {
  app.get(
    apiPaths.trackOrder.route,
    { schema: { params: TrackOrderParams, response: { 200: OrderTracking } }, ...trackingAttempts(app) },
    async (req) => trackOrder(app.db, links, req.params.token),
  )
}
