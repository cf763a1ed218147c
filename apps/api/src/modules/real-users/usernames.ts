// The username rule (spec §3 "Real user", §9): a username belongs to one shopper, compared case-insensitively.
// The real-users service keeps it on edits; the identity module keeps it at sign-up and gives a Google sign-in
// whose username is taken a free one.

import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '@/db/client'
import { users } from '@/db/schema'
import { DomainError } from '@/plugins/errors'

export const usernameTaken = () => new DomainError('conflict', 'That username is taken', 409)

/**
 * The uid of the shopper holding this username (compared case-insensitively), if any. Usernames are stored lowercase
 * (the users_username_lowercase check), so the wanted one lowered is looked up in the unique index: lowering the
 * column as well read every user (31 ms of the database per sign-up among 50k users).
 */
async function usernameOwner(db: Database, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username.toLowerCase()))
  return row?.id
}

/** 409 unless the username is free, or already this shopper's own (`uid`). */
export async function assertUsernameFree(db: Database, username: string, uid?: string): Promise<void> {
  const owner = await usernameOwner(db, username)
  if (owner && owner !== uid) throw usernameTaken()
}

/** The wanted username if it is free, else the wanted one numbered (a Google sign-in's, from her email). */
export async function freeUsername(db: Database, wanted: string): Promise<string> {
  let candidate = wanted
  while (await usernameOwner(db, candidate)) candidate = `${wanted}-${randomInt(1000, 10_000)}`
  return candidate
}
