// The dashboard's customer routes (issue 17), admin only: a page of the shop's real users with their order figures,
// searched by name, email or username, and one customer (her orders: GET /api/admin/orders?customer=uid).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { Customer, CustomerList, CustomerParams, CustomersQuery } from '@bookstore/contract/schemas/customer'
import { pageAnswer } from '@/http/paging'
import { getCustomer, listCustomers } from './service'

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.customers.route,
    {
      schema: { querystring: CustomersQuery, response: { 200: CustomerList } },
      onRequest: app.requireAdmin,
    },
    async (req, reply) => {
      const { body, headers } = pageAnswer(req.query, await listCustomers(app.db, req.query), (window) =>
        apiPaths.customers.href({ q: req.query.q, sort: req.query.sort, ...window }),
      )
      return reply.headers(headers).send(body)
    },
  )

  app.get(
    apiPaths.customer.route,
    { schema: { params: CustomerParams, response: { 200: Customer } }, onRequest: app.requireAdmin },
    async (req) => getCustomer(app.db, req.params.uid),
  )
}
