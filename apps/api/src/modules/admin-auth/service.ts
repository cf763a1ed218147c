// The admin login check (spec §7 POST /api/auth/admin): one answer and the same hashing work for any wrong credentials.

import type { AdminLoginBody } from '@bookstore/contract/schemas/admin'
import type { Database } from '@/db/client'
import type { AdminIdentity } from '@/security/admin-token'
import { DomainError } from '@/plugins/errors'
import { findAdmin } from './accounts'
import { verifyAgainstNothing, verifyPassword } from './password-hash'

/** One answer for an unknown username and a wrong password, so a caller cannot tell which it was. */
const WRONG_CREDENTIALS = 'Wrong username or password'

/** The admin these credentials name; 401 otherwise, after the same hashing work either way. */
export async function verifyAdminLogin(db: Database, body: AdminLoginBody): Promise<AdminIdentity> {
  const admin = await findAdmin(db, body.username)
  const valid = admin
    ? await verifyPassword(body.password, admin.passwordHash)
    : await verifyAgainstNothing(body.password)
  if (!admin || !valid) throw new DomainError('unauthorized', WRONG_CREDENTIALS, 401)
  // The generation read with the hash: a password changed meanwhile makes this token void at once.
  return { id: admin.id, username: admin.username, generation: admin.tokenGeneration }
}
