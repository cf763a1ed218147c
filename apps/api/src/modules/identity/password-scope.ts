// better-auth hashes and checks passwords only inside the password queue (plugins/password-work.ts; issue 22, item
// 2): its verify-password endpoint once hashed outside it, 64 at once holding /api/health at 2.7 s. The identity
// routes run queued work through inPasswordWork; the instance's password functions (auth.ts) refuse to run anywhere
// else, so an endpoint that a better-auth upgrade adds and that hashes fails (500) instead of hashing unqueued.

import { AsyncLocalStorage } from 'node:async_hooks'
import { hashPassword, verifyPassword } from 'better-auth/crypto'

const queued = new AsyncLocalStorage<true>()

/** Runs `work` (a forward to better-auth) as work of the password queue: its hashing is allowed. */
export const inPasswordWork = <T>(work: () => Promise<T>): Promise<T> => queued.run(true, work)

function assertQueued(): void {
  if (!queued.getStore()) throw new Error('A password was to be hashed outside the password queue: refused')
}

/** better-auth's own scrypt hashing (the hashes already stored stay valid), allowed only inside inPasswordWork. */
export const queuedPasswordHashing = {
  hash: async (password: string): Promise<string> => {
    assertQueued()
    return hashPassword(password)
  },
  verify: async (data: { hash: string; password: string }): Promise<boolean> => {
    assertQueued()
    return verifyPassword(data)
  },
}
