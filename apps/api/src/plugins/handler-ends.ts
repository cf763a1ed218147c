// When each route's handler is over (process/graceful-stop.ts counts a request in flight until its handler is done,
// even when its client left and nothing is sent). Every route's handler is wrapped as it is registered: a handler
// that returned, or whose promise settled, tells the listener set on `app.handlerEnds`; none set, it costs a test.
// Fastify's handler channel (diagnostics_channel 'fastify.request.handler') tells the same, but a subscriber to it
// makes Fastify build a store object for every request and add it to the reply, which changed the reply's shape:
// about a third of the CPU of a cached book read (issue 38 item 4, measured with --cpu-prof and autocannon).

import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify'
import fp from 'fastify-plugin'

export type HandlerEndListener = (reply: FastifyReply) => void

/** The one listener told of each handler's end (RequestsInFlight's), or none. */
export class HandlerEnds {
  listener: HandlerEndListener | undefined = undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where RequestsInFlight listens for handlers' ends (plugins/handler-ends.ts). */
    handlerEnds: HandlerEnds
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'

export default fp(
  async (app: FastifyInstance) => {
    const ends = new HandlerEnds()
    app.decorate('handlerEnds', ends)
    app.addHook('onRoute', (route) => {
      const handler = route.handler
      route.handler = function (this: FastifyInstance, request, reply) {
        const result: unknown = handler.call(this, request, reply)
        const listener = ends.listener
        if (listener === undefined) return result
        if (isThenable(result)) {
          const ended = () => listener(reply)
          result.then(ended, ended)
        } else listener(reply)
        return result
      } as RouteHandlerMethod
    })
  },
  { name: 'handler-ends' },
)
