// Real-users service (spec §3 "Real user", §7): the identity users as { uid, email, username, name }, each
// readable, editable and deletable by herself (or an admin); usernames stay unique, compared case-insensitively.

import { asc, eq } from 'drizzle-orm'
import type { RealUser, RealUserCreate, RealUserEdit } from '@bookstore/contract/schemas/real-user'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import type { Shopper } from '../../plugins/access'
import { DomainError } from '../../plugins/errors'
import { usernameOwner } from '../../plugins/identity'

/** Who asks: the signed-in shopper's uid (if any) and whether an admin token came with the request. */
export interface Actor {
  uid: string | undefined
  isAdmin: boolean
}

type UserRow = typeof users.$inferSelect

const toRealUserJson = (row: UserRow): RealUser => ({
  uid: row.id,
  email: row.email,
  username: row.username,
  name: row.name,
})

const USERNAME_TAKEN = () => new DomainError('conflict', 'That username is taken', 409)

async function findUser(db: Database, uid: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, uid))
  if (!row) throw new DomainError('not_found', 'User not found', 404)
  return row
}

function assertOwnOrAdmin(actor: Actor, uid: string): void {
  if (!actor.isAdmin && actor.uid !== uid) {
    throw new DomainError('forbidden', 'You may only see and change your own account', 403)
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const err = error as { code?: unknown; cause?: { code?: unknown } } | null
  return err?.code === '23505' || err?.cause?.code === '23505'
}

async function updateUser(
  db: Database,
  uid: string,
  changes: { username?: string | undefined; name?: string | undefined },
): Promise<UserRow> {
  if (changes.username !== undefined) {
    const owner = await usernameOwner(db, changes.username)
    if (owner && owner !== uid) throw USERNAME_TAKEN()
  }
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, uid))
      .returning()
    if (!row) throw new DomainError('not_found', 'User not found', 404)
    return row
  } catch (error) {
    // Two users asking for one username at once: the unique constraint decides, the loser gets 409.
    if (isUniqueViolation(error)) throw USERNAME_TAKEN()
    throw error
  }
}

export async function listRealUsers(db: Database): Promise<RealUser[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id))
  return rows.map(toRealUserJson)
}

export async function getRealUser(db: Database, actor: Actor, uid: string): Promise<RealUser> {
  const row = await findUser(db, uid)
  assertOwnOrAdmin(actor, uid)
  return toRealUserJson(row)
}

/**
 * Sent after registration and after Google sign-in: the identity user exists already, so this confirms it and
 * records the username. Idempotent: calling it again answers the same record.
 */
export async function createRealUser(
  db: Database,
  shopper: Shopper | null,
  body: RealUserCreate,
): Promise<RealUser> {
  if (!shopper) throw new DomainError('unauthorized', 'Sign in first', 401)
  if (body.uid !== shopper.uid || body.email.toLowerCase() !== shopper.email.toLowerCase()) {
    throw new DomainError('forbidden', 'The uid and email must be those of the signed-in user', 403)
  }
  const row = await findUser(db, shopper.uid)
  if (row.username === body.username) return toRealUserJson(row)
  return toRealUserJson(await updateUser(db, shopper.uid, { username: body.username }))
}

export async function editRealUser(
  db: Database,
  actor: Actor,
  uid: string,
  body: RealUserEdit,
): Promise<RealUser> {
  await findUser(db, uid)
  assertOwnOrAdmin(actor, uid)
  return toRealUserJson(await updateUser(db, uid, { username: body.username, name: body.name }))
}

/** Deletes the user; her sessions and accounts go with her (foreign keys cascade). */
export async function deleteRealUser(db: Database, actor: Actor, uid: string): Promise<{ message: string }> {
  await findUser(db, uid)
  assertOwnOrAdmin(actor, uid)
  await db.delete(users).where(eq(users.id, uid))
  return { message: 'User deleted' }
}
