// Real-users service (spec §3 "Real user", §7): each shopper's real-user record { uid, email, username, name },
// readable, editable and deletable by herself (or an admin); her username stays hers alone (usernames.ts).

import { asc, eq } from 'drizzle-orm'
import type { RealUser, RealUserCreate, RealUserEdit } from '@bookstore/contract/schemas/real-user'
import type { Database } from '@/db/client'
import { users } from '@/db/schema'
import type { Actor, Shopper } from '@/plugins/access'
import { DomainError } from '@/plugins/errors'
import { assertUsernameFree, usernameTaken } from './usernames'

/** A shopper's row in better-auth's user table. */
type ShopperRow = typeof users.$inferSelect

const toRealUserJson = (row: ShopperRow): RealUser => ({
  uid: row.id,
  email: row.email,
  username: row.username,
  name: row.name,
})

async function findShopper(db: Database, uid: string): Promise<ShopperRow> {
  const [row] = await db.select().from(users).where(eq(users.id, uid))
  if (!row) throw new DomainError('not_found', 'User not found', 404)
  return row
}

function assertOwnOrAdmin(actor: Actor, uid: string): void {
  if (!actor.isAdmin && actor.shopper?.uid !== uid) {
    throw new DomainError('forbidden', 'You may only see and change your own account', 403)
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const err = error as { code?: unknown; cause?: { code?: unknown } } | null
  return err?.code === '23505' || err?.cause?.code === '23505'
}

async function updateShopper(
  db: Database,
  uid: string,
  changes: { username?: string | undefined; name?: string | undefined },
): Promise<ShopperRow> {
  if (changes.username !== undefined) await assertUsernameFree(db, changes.username, uid)
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, uid))
      .returning()
    if (!row) throw new DomainError('not_found', 'User not found', 404)
    return row
  } catch (error) {
    // Two shoppers asking for one username at once: the unique constraint decides, the loser gets 409.
    if (isUniqueViolation(error)) throw usernameTaken()
    throw error
  }
}

export async function listRealUsers(db: Database): Promise<RealUser[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id))
  return rows.map(toRealUserJson)
}

export async function getRealUser(db: Database, actor: Actor, uid: string): Promise<RealUser> {
  const row = await findShopper(db, uid)
  assertOwnOrAdmin(actor, uid)
  return toRealUserJson(row)
}

/**
 * Sent after registration and after Google sign-in: identity made the shopper already, so this confirms her
 * record and its username. Idempotent: calling it again answers the same record.
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
  const row = await findShopper(db, shopper.uid)
  if (row.username === body.username) return toRealUserJson(row)
  return toRealUserJson(await updateShopper(db, shopper.uid, { username: body.username }))
}

export async function editRealUser(
  db: Database,
  actor: Actor,
  uid: string,
  body: RealUserEdit,
): Promise<RealUser> {
  await findShopper(db, uid)
  assertOwnOrAdmin(actor, uid)
  return toRealUserJson(await updateShopper(db, uid, { username: body.username, name: body.name }))
}

/** Deletes the shopper; her sessions and accounts go with her (foreign keys cascade). */
export async function deleteRealUser(db: Database, actor: Actor, uid: string): Promise<{ message: string }> {
  await findShopper(db, uid)
  assertOwnOrAdmin(actor, uid)
  await db.delete(users).where(eq(users.id, uid))
  return { message: 'User deleted' }
}
