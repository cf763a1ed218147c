// Response compression (gzip, brotli) for what is not already stored compressed (catalogue reads are).

import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { constants } from 'node:zlib'
import { COMPRESS_FROM_BYTES, COMPRESS_IN_PLACE_UP_TO } from '@/http/stored-answer'

export default fp(
  async (app: FastifyInstance) => {
    // A GET or HEAD has no body to decompress: the plugin's preParsing hook would run for nothing on every read. Set
    // before the plugin's own onRoute hook reads it (a route that says otherwise keeps its say).
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      if (route.decompress === undefined && methods.every((method) => method === 'GET' || method === 'HEAD'))
        route.decompress = false
    })
    await app.register(compress, {
      threshold: COMPRESS_FROM_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 4 keeps brotli per request cheap; stored catalogue bytes use the best quality once.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      // An answer up to 64 KB is compressed in one go on the event loop and sent in one write, as stored answers are.
      // The plugin's default on 2 cores (8 KB) streamed larger ones through a zlib stream, chunk by chunk: a page of
      // 25 admin orders took about 4 ms of socket writes alone on this VM, 43% of its request's time.
      syncThreshold: COMPRESS_IN_PLACE_UP_TO,
    })
  },
  { name: 'compression' },
)
