// Upload routes (issue 6, ARCHITECTURE §9 "Covers"): POST /api/uploads/cover, admin only. The multipart parser is
// registered in this module's scope alone: no other route accepts multipart bodies.

import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '@bookstore/contract/api-paths'
import { UploadedCover } from '@bookstore/contract/schemas/admin'
import type { FileStore } from '@/db/files/file-store'
import { COVER_MULTIPART_LIMITS, readUploadedFile, storeCover } from './service'
import { readWithIdleLimit } from './stalled-body'

export const uploadsRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, opts) => {
  await app.register(multipart, { limits: COVER_MULTIPART_LIMITS, throwFileSizeLimit: true })

  app.post(
    apiPaths.uploadCover.route,
    { schema: { response: { 201: UploadedCover } }, onRequest: app.requireAdmin },
    async (req, reply) => {
      const image = await readWithIdleLimit(req.raw, () =>
        readUploadedFile(req.isMultipart() ? req.parts() : undefined),
      )
      const fileName = await storeCover(image, opts.files)
      return reply.code(201).send({ coverImage: fileName, fileName })
    },
  )
}
