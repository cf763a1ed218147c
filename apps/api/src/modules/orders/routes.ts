// Order routes (spec §7, ARCHITECTURE §5): a signed-in shopper places orders for herself, so many an hour
// (order-limits.ts), each confirmed by a mail with its tracking link, and reads only her own; an admin reads any.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { CreateOrderBody, Order, OrderList, OrdersByEmailParams } from '@bookstore/contract/schemas/order'
import { IdParams } from '@bookstore/contract/schemas/params'
import { actorOf } from '@/plugins/access'
import type { TrackingLinks } from '@/modules/tracking'
import { orderAttempts } from './order-limits'
import { createOrder, getOrder, listOrdersByEmail } from './service'

export interface OrdersRoutesOptions {
  /** The tracking link each order's confirmation mail carries. */
  links: TrackingLinks
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { links }) => {
  const attempts = orderAttempts(app)

  app.post(
    apiPaths.orders.route,
    {
      schema: { body: CreateOrderBody, response: { 201: Order } },
      onRequest: app.requireShopper,
      ...attempts,
      // Book lists and details carry stock. Stored answers may show a count up to STOCK_FRESHNESS_MS old, but a book
      // sold out moves the version: then this process reads it before the shopper can read a stored answer again.
      config: { changesCatalogue: true },
    },
    async (req, reply) => {
      const { order, soldOut } = await createOrder(
        app.db,
        req.shopper,
        req.body,
        links,
        await app.storeSettings.current(),
      )
      reply.catalogueUnchanged = !soldOut
      return reply.code(201).send(order)
    },
  )

  app.get(
    apiPaths.ordersByEmail.route,
    {
      schema: { params: OrdersByEmailParams, response: { 200: OrderList } },
      onRequest: app.requireShopperOrAdmin,
    },
    async (req) => listOrdersByEmail(app.db, actorOf(req), req.params.email),
  )

  app.get(
    apiPaths.order.route,
    { schema: { params: IdParams, response: { 200: Order } }, onRequest: app.requireShopperOrAdmin },
    async (req) => getOrder(app.db, actorOf(req), req.params.id),
  )
}
