// Real user on the wire (spec §3 "Real user", §7 real-users rows) and the identity fields shoppers send.

// zod/mini like every contract schema: the web bundles these (see book.ts).
import { z } from 'zod/mini'

/** Identity user ids are the opaque ids better-auth generates; anything else names no user (404). */
export const Uid = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))

/**
 * A username is kept as the shopper typed it, trimmed ('Jane Reader'); the API compares usernames case-insensitively
 * when it keeps them unique. (Those stored before issue 37 are lowercase, and stay so.)
 */
export const Username = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Username is required'),
    z.maxLength(50, 'Username must be at most 50 characters'),
  )

export const DisplayName = z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100))

export const UidParams = z.object({ uid: Uid })
export type UidParams = z.infer<typeof UidParams>

/** What the real-users API answers: never password hashes, tokens or sessions. */
export const RealUser = z.object({
  uid: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
})
export type RealUser = z.infer<typeof RealUser>

export const RealUserList = z.array(RealUser)
export type RealUserList = z.infer<typeof RealUserList>

/** POST /api/real-users/create-real-user: sent after registration and after Google sign-in. */
export const RealUserCreate = z.object({
  email: z.email(),
  uid: Uid,
  username: Username,
})
export type RealUserCreate = z.infer<typeof RealUserCreate>

/** PUT /api/real-users/edit/{uid}: the body without uid; at least one field. */
export const RealUserEdit = z.object({ username: z.optional(Username), name: z.optional(DisplayName) }).check(
  z.refine((body) => body.username !== undefined || body.name !== undefined, {
    message: 'Send a username or a name',
  }),
)
export type RealUserEdit = z.infer<typeof RealUserEdit>

export const RealUserDeleted = z.object({ message: z.string() })
export type RealUserDeleted = z.infer<typeof RealUserDeleted>

/** Google sign-in username: the part of the email before the '@' (spec §9), lowercase. */
export const usernameFromEmail = (email: string): string => {
  const at = email.lastIndexOf('@')
  return (at > 0 ? email.slice(0, at) : email).trim().toLowerCase()
}
