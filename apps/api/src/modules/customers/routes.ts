// PLACEHOLDER (issue 17, being built): the dashboard's customer routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const customersRoutes: FastifyPluginAsyncZod = async () => {}
