// PLACEHOLDER (issue 17, being built): the dashboard's order routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const adminOrdersRoutes: FastifyPluginAsyncZod = async () => {}
