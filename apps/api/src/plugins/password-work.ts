// Password hashing may not starve the server (issue 13): scrypt is meant to be costly (tens of milliseconds of a
// core and 16-32 MB each), and 64 sign-ins at once took every core, pushing /api/health from 1 ms to 3 s. Every
// route that hashes or checks a password (sign-up, sign-in, change-password, admin login) runs its work through
// this queue (http/work-queue.ts), one client holding at most its share.

import { availableParallelism } from 'node:os'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { WorkQueue } from '@/http/work-queue'

declare module 'fastify' {
  interface FastifyInstance {
    passwordWork: WorkQueue
  }
}

/**
 * Half the cores (at least one) hash; 16 more may wait, which a hash of ~50-100 ms clears in about a second; one
 * client holds at most 4 of those places, so four clients cannot fill the line.
 */
export const PASSWORD_WORK_PER_CLIENT = 4

export const defaultPasswordWork = () =>
  new WorkQueue(Math.max(1, Math.floor(availableParallelism() / 2)), 16, {
    perOwner: PASSWORD_WORK_PER_CLIENT,
  })

export default fp(
  async (app: FastifyInstance, opts: { queue?: WorkQueue }) => {
    app.decorate('passwordWork', opts.queue ?? defaultPasswordWork())
  },
  { name: 'password-work', dependencies: ['errors'] },
)
