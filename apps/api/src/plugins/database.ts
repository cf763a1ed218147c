// Makes the opened database available to routes as app.db (the server or the test owns its life).

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '@/db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
  }
}

export default fp(
  async (app: FastifyInstance, opts: { db: Database }) => {
    app.decorate('db', opts.db)
  },
  { name: 'database' },
)
