// Admin accounts (issue 6): the first admin, created at boot from ADMIN_USERNAME / ADMIN_PASSWORD (or with a
// generated password the caller prints once), set-password for the admin command (src/admin-cli.ts), which ends
// every token issued before, and the revocation of one token (the dashboard's logout).

import { randomBytes } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import { ADMIN_PASSWORD_MIN_LENGTH, AdminUsername } from '@bookstore/contract/schemas/admin'
import type { Database } from '@/db/client'
import { admins, revokedAdminTokens } from '@/db/schema'
import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import { DomainError } from '@/plugins/errors'
import { isCommonPassword } from '@/security/password-policy'
import { hashPassword } from './password-hash'

export type FirstAdmin =
  | { created: false }
  /** generatedPassword: set when no password was configured; shown once, never stored in clear. */
  | { created: true; username: string; generatedPassword: string | undefined }

const normalizeUsername = (username: string): string => {
  const parsed = AdminUsername.safeParse(username)
  if (!parsed.success) throw new DomainError('validation', 'An admin username is 1 to 100 characters')
  return parsed.data
}

/** Refuses a password shorter than ADMIN_PASSWORD_MIN_LENGTH (400 validation) or one of the most common. */
export const checkAdminPassword = (password: string): void => {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new DomainError(
      'validation',
      `An admin password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    )
  }
  if (isCommonPassword(password)) throw new DomainError('common_password', COMMON_PASSWORD_MESSAGE)
}

/** Creates the first admin when there is none; does nothing when any admin exists. */
export async function ensureAdmin(
  db: Database,
  config: { username: string; password: string | undefined },
): Promise<FirstAdmin> {
  const [any] = await db.select({ id: admins.id }).from(admins).limit(1)
  if (any) return { created: false }
  const username = normalizeUsername(config.username)
  const generatedPassword = config.password === undefined ? randomBytes(18).toString('base64url') : undefined
  const password = config.password ?? generatedPassword ?? ''
  checkAdminPassword(password)
  const passwordHash = await hashPassword(password)
  // Two processes booting on one empty database: the first insert wins, the other reports nothing.
  const inserted = await db
    .insert(admins)
    .values({ username, passwordHash })
    .onConflictDoNothing({ target: admins.username })
    .returning({ id: admins.id })
  return inserted.length === 0 ? { created: false } : { created: true, username, generatedPassword }
}

/**
 * Sets the password of `username` (stored lowercase), creating the admin when there is none by that name. A changed
 * password bumps the admin's token generation: every token issued before is refused from then on.
 */
export async function setAdminPassword(
  db: Database,
  username: string,
  password: string,
): Promise<{ outcome: 'created' | 'updated'; username: string }> {
  const name = normalizeUsername(username)
  checkAdminPassword(password)
  const passwordHash = await hashPassword(password)
  const updated = await db
    .update(admins)
    .set({ passwordHash, tokenGeneration: sql`${admins.tokenGeneration} + 1` })
    .where(eq(admins.username, name))
    .returning({ id: admins.id })
  if (updated.length > 0) return { outcome: 'updated', username: name }
  await db.insert(admins).values({ username: name, passwordHash })
  return { outcome: 'created', username: name }
}

/** The admin of this username, if any (hash included: only the login reads it). */
export async function findAdmin(db: Database, username: string) {
  const [row] = await db.select().from(admins).where(eq(admins.username, username))
  return row
}

/**
 * Revokes one admin token (its jti) until it expires; rows of tokens already expired go at the same time, so the
 * table holds at most the tokens logged out within one token lifetime. Revoking one twice is no error.
 */
export async function revokeAdminToken(db: Database, token: { jti: string; expiresAt: Date }): Promise<void> {
  await db
    .insert(revokedAdminTokens)
    .values({ jti: token.jti, expiresAt: token.expiresAt })
    .onConflictDoNothing({ target: revokedAdminTokens.jti })
  await db.delete(revokedAdminTokens).where(lt(revokedAdminTokens.expiresAt, new Date()))
}
