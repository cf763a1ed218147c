// Wishlist routes (issue 24, item 5; ARCHITECTURE §5): a signed-in shopper reads and changes her own list, and merges
// the one her browser kept while signed out; an admin token gives nothing here. Writes are counted per account and
// per client (wishlist-limits.ts); answers are hers alone, so no cache keeps them (plugins/no-store.ts lists /api/wishlist).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { WishlistBookParams, WishlistBooks, WishlistMergeBody } from '@bookstore/contract/schemas/wishlist'
import { wishlistWrites } from './wishlist-limits'
import { addToWishlist, listWishlist, mergeIntoWishlist, removeFromWishlist } from './service'

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = wishlistWrites(app)

  app.get(
    apiPaths.wishlist.route,
    { schema: { response: { 200: WishlistBooks } }, onRequest: app.requireShopper },
    async (req) => listWishlist(app.db, req.shopper),
  )

  app.put(
    apiPaths.wishlistBook.route,
    { schema: { params: WishlistBookParams }, onRequest: app.requireShopper, ...writes },
    async (req, reply) => {
      await addToWishlist(app.db, req.shopper, req.params.bookId)
      return reply.code(204).send()
    },
  )

  app.delete(
    apiPaths.wishlistBook.route,
    { schema: { params: WishlistBookParams }, onRequest: app.requireShopper, ...writes },
    async (req, reply) => {
      await removeFromWishlist(app.db, req.shopper, req.params.bookId)
      return reply.code(204).send()
    },
  )

  app.post(
    apiPaths.wishlistMerge.route,
    {
      schema: { body: WishlistMergeBody, response: { 200: WishlistBooks } },
      onRequest: app.requireShopper,
      ...writes,
    },
    async (req) => mergeIntoWishlist(app.db, req.shopper, req.body.bookIds),
  )
}
