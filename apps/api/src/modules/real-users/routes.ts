// Real-users routes (spec §7): a shopper reads, edits and deletes only her own real-user record; the list is for
// admins (ARCHITECTURE §5).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import {
  RealUser,
  RealUserCreate,
  RealUserDeleted,
  RealUserEdit,
  RealUserList,
  UidParams,
} from '@bookstore/contract/schemas/real-user'
import { actorOf } from '@/plugins/access'
import { createRealUser, deleteRealUser, editRealUser, getRealUser, listRealUsers } from './service'

export const realUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.realUsers.route,
    { schema: { response: { 200: RealUserList } }, onRequest: app.requireAdmin },
    async () => listRealUsers(app.db),
  )

  app.get(
    apiPaths.realUser.route,
    { schema: { params: UidParams, response: { 200: RealUser } }, onRequest: app.requireShopperOrAdmin },
    async (req) => getRealUser(app.db, actorOf(req), req.params.uid),
  )

  app.post(
    apiPaths.createRealUser.route,
    { schema: { body: RealUserCreate, response: { 200: RealUser } }, onRequest: app.requireShopper },
    async (req) => createRealUser(app.db, req.shopper, req.body),
  )

  app.put(
    apiPaths.editRealUser.route,
    {
      schema: { params: UidParams, body: RealUserEdit, response: { 200: RealUser } },
      onRequest: app.requireShopperOrAdmin,
    },
    async (req) => editRealUser(app.db, actorOf(req), req.params.uid, req.body),
  )

  app.delete(
    apiPaths.realUser.route,
    {
      schema: { params: UidParams, response: { 200: RealUserDeleted } },
      onRequest: app.requireShopperOrAdmin,
    },
    async (req) => deleteRealUser(app.db, actorOf(req), req.params.uid),
  )
}
