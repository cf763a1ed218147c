// The dashboard's order routes (issue 17), admin only: a filtered page of orders, their CSV export, one order, and
// fulfilment (deliver, cancel with restock), each mailed to the shopper with the order's tracking link (issue 24).
// A search's count stops at 10,000 (issue 26): X-Total-Count 10000 and X-Total-Count-Capped: true.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  AdminOrder,
  AdminOrderList,
  AdminOrdersQuery,
  ShipOrderBody,
} from '@bookstore/contract/schemas/admin-orders'
import { IdParams } from '@bookstore/contract/schemas/params'
import { verifiedAdminToken } from '@/plugins/access'
import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@bookstore/contract/schemas/paging'
import { pageAnswer, pageWindow } from '@/http/paging'
import type { TrackingLinks } from '@/modules/tracking'
import { exportFileName, orderCsvStream } from './export'
import { cancelOrder, deliverOrder, getAdminOrder, listAdminOrders, shipOrder } from './service'

/**
 * Beside X-Total-Count (then ORDER_COUNT_CAP, 10000) when a text or customer filter's count stopped there: at least
 * that many orders match, and the list says '10,000+'.
 */

export interface AdminOrdersRoutesOptions {
  /** The tracking link the delivered and cancelled mails carry. */
  links: TrackingLinks
}

export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersRoutesOptions> = async (app, { links }) => {
  app.get(
    apiPaths.adminOrders.route,
    {
      schema: { querystring: AdminOrdersQuery, response: { 200: AdminOrderList } },
      onRequest: app.requireAdmin,
    },
    async (req, reply) => {
      const { limit: _limit, offset: _offset, ...filters } = req.query
      const { capped, ...page } = await listAdminOrders(app.db, req.query)
      const { limit, offset } = pageWindow(req.query)
      // A capped count says nothing of where the list ends: a full page links the next, as long as pages come full.
      const linked = capped
        ? { ...page, total: offset + page.items.length + (page.items.length < limit ? 0 : 1) }
        : page
      const { body, headers } = pageAnswer(req.query, linked, (window) =>
        apiPaths.adminOrders.href({ ...filters, ...window }),
      )
      if (capped) {
        headers[TOTAL_COUNT_HEADER] = String(page.total)
        headers[TOTAL_COUNT_CAPPED_HEADER] = 'true'
      }
      return reply.headers(headers).send(body)
    },
  )

  app.get(
    apiPaths.adminOrdersExport.route,
    { schema: { querystring: AdminOrdersQuery }, onRequest: app.requireAdmin },
    async (req, reply) => {
      void reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
      // Fastify answers HEAD by reading a stream to its end: the headers alone, without reading any order.
      return reply.send(req.method === 'HEAD' ? undefined : orderCsvStream(app.db, req.query))
    },
  )

  app.get(
    apiPaths.adminOrder.route,
    { schema: { params: IdParams, response: { 200: AdminOrder } }, onRequest: app.requireAdmin },
    async (req) => getAdminOrder(app.db, req.params.id),
  )

  const fulfilment = {
    schema: { params: IdParams, response: { 200: AdminOrder } },
    onRequest: app.requireAdmin,
  }

  app.post(
    apiPaths.shipOrder.route,
    { ...fulfilment, schema: { ...fulfilment.schema, body: ShipOrderBody } },
    async (req) => shipOrder(app.db, req.params.id, req.body, verifiedAdminToken(req).username, links),
  )

  app.post(apiPaths.deliverOrder.route, fulfilment, async (req) =>
    deliverOrder(app.db, req.params.id, verifiedAdminToken(req).username, links),
  )

  app.post(
    apiPaths.cancelOrder.route,
    // Its books go back in stock, which book lists and details show: the stored catalogue answers are checked again.
    { ...fulfilment, config: { changesCatalogue: true } },
    async (req) => cancelOrder(app.db, req.params.id, verifiedAdminToken(req).username, links),
  )
}
