// Response compression (gzip, brotli) for what is not already stored compressed (catalogue reads are).

import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { constants } from 'node:zlib'

export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 4 keeps brotli per request cheap; stored catalogue bytes use the best quality once.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    })
  },
  { name: 'compression' },
)
